import { accountModels, messageModels, type UnreadMessageMailed } from '@et/contracts';
import type { MailRule } from '../mail/mail-rule';
import { unreadMessageMail } from './unread-message-mail';

/**
 * Design reading 15: the reminder of a message unread for an hour, once (the inbox decider
 * settles it once per message). Nothing when it was read or deleted meanwhile, when the user
 * opted out, or has no address.
 */
export const unreadMessageMailRule: MailRule = {
  eventTypes: ['UnreadMessageMailed'],
  async compose(event, ctx) {
    const { userId, messageId } = event.data as UnreadMessageMailed['data'];
    const message = await ctx.readModels.collection(messageModels.userMessages).get(messageId);
    if (!message || message.isRead || message.userId !== userId) return [];
    const preference = await ctx.readModels.collection(messageModels.messageMailPreferences).get(userId);
    if (preference && !preference.enabled) return [];
    const user = await ctx.readModels.collection(accountModels.users).get(userId);
    if (!user?.email) return [];
    return [
      {
        ...unreadMessageMail({
          to: user.email,
          username: user.username,
          senderName: message.senderName,
          subject: message.subject,
          content: message.content,
          publicUrl: ctx.publicUrl,
          language: user.language,
        }),
        messageId: ctx.messageId(event, `unread-message.${messageId}`),
      },
    ];
  },
};
