import {
  type InboxEvent,
  messageModels,
  type RingRequestAnswered,
  translate,
  type UnreadMessageCount,
  type UserDeleted,
} from '@et/contracts';
import type { Collection } from '@et/platform';
import type { Projection } from '../projection';

/** With a `userId`, an answered ring-code request (in the request's stream) is an inbox message. */
type Handled = InboxEvent | RingRequestAnswered | UserDeleted;

/** The answer's text, and with an assigned code a line with the code and its activation link. */
export function answerContent(data: RingRequestAnswered['data']): string {
  if (!data.assignedCode) return data.content;
  const code = data.assignedCode;
  const line = translate('messageAssignedCode', data.language, {
    code,
    link: `/dimension-rings?code=${encodeURIComponent(code)}`,
  });
  return `${data.content}\n\n${line}`;
}

/** Sets whether one message counts as unread; applying it twice changes nothing. */
async function count(
  counts: Collection<UnreadMessageCount>,
  userId: number,
  messageId: string,
  unread: boolean,
) {
  const before = await counts.get(userId);
  const ids = new Set(before?.unreadIds ?? []);
  if (ids.has(messageId) === unread && before) return;
  if (unread) ids.add(messageId);
  else ids.delete(messageId);
  const unreadIds = [...ids];
  await counts.upsert({ id: userId, userId, count: unreadIds.length, unreadIds });
}

/**
 * The inbox: each person's messages (their own and answers to their ring-code requests), the
 * unread count per person (kept here, so the header's badge costs one document read) and the
 * choice about the one-hour e-mail.
 */
export const messagesProjection: Projection = {
  name: 'messages',
  version: 1,
  collections: [
    messageModels.userMessages,
    messageModels.unreadMessageCounts,
    messageModels.messageMailPreferences,
  ],
  sortIndexes: [[messageModels.userMessages, ['createdAt']]],
  prefetch(events) {
    const messageIds: string[] = [];
    const userIds: number[] = [];
    for (const event of events) {
      const data = (event.data ?? {}) as { messageId?: unknown; userId?: unknown };
      if (typeof data.messageId === 'string') messageIds.push(data.messageId);
      if (
        typeof data.userId === 'number' &&
        (event.type.startsWith('Message') ||
          event.type === 'UnreadMessageMailed' ||
          event.type === 'RingRequestAnswered')
      )
        userIds.push(data.userId);
    }
    return [
      [messageModels.userMessages, messageIds],
      [messageModels.unreadMessageCounts, userIds],
    ];
  },
  async apply(recorded, ctx) {
    const event = recorded as unknown as Handled;
    const messages = ctx.collection(messageModels.userMessages);
    const counts = ctx.collection(messageModels.unreadMessageCounts);
    const preferences = ctx.collection(messageModels.messageMailPreferences);
    const at = recorded.recordedAt;
    switch (event.type) {
      case 'MessageSent': {
        const { messageId, userId, subject, content, sentByUserId, senderName } = event.data;
        await messages.upsert({
          id: messageId,
          userId,
          subject,
          content,
          isRead: false,
          sentByUserId,
          senderName,
          requestId: null,
          assignedCode: null,
          createdAt: at,
          reminderPending: true,
        });
        await count(counts, userId, messageId, true);
        return;
      }
      case 'RingRequestAnswered': {
        const { data } = event;
        if (data.userId === null) return;
        await messages.upsert({
          id: data.messageId,
          userId: data.userId,
          subject: data.subject,
          content: answerContent(data),
          isRead: false,
          sentByUserId: data.answeredByUserId,
          senderName: data.answeredByName,
          requestId: data.requestId,
          assignedCode: data.assignedCode,
          createdAt: at,
          // The answer went out by e-mail already: no reminder repeats it an hour later.
          reminderPending: false,
        });
        await count(counts, data.userId, data.messageId, true);
        return;
      }
      case 'MessageRead':
      case 'MessageMarkedUnread': {
        const { messageId, userId } = event.data;
        const isRead = event.type === 'MessageRead';
        const message = await messages.get(messageId);
        if (!message) return;
        // Read once, the reminder is never due again (marking it unread asks for no mail).
        await messages.update(messageId, isRead ? { isRead, reminderPending: false } : { isRead });
        await count(counts, userId, messageId, !isRead);
        return;
      }
      case 'UnreadMessageMailed':
        if (await messages.get(event.data.messageId))
          await messages.update(event.data.messageId, { reminderPending: false });
        return;
      case 'MessageDeleted':
        await messages.delete(event.data.messageId);
        await count(counts, event.data.userId, event.data.messageId, false);
        return;
      case 'MessageMailsPreferenceChanged': {
        const { userId, enabled } = event.data;
        await preferences.upsert({ id: userId, userId, enabled });
        return;
      }
      case 'UserDeleted':
        await messages.deleteMany({ userId: event.data.userId });
        await counts.deleteMany({ userId: event.data.userId });
        await preferences.deleteMany({ userId: event.data.userId });
        return;
    }
  },
};
