import { accountModels, type PasswordResetRequested } from '@et/contracts';
import { resetTokenFor } from '@et/platform';
import type { MailRule } from '../mail/mail-rule';
import { resetMail } from './reset-mail';

/** The password-reset link, while it is still valid and unused. */
export const resetMailRule: MailRule = {
  eventTypes: ['PasswordResetRequested'],
  async compose(event, ctx) {
    const data = event.data as PasswordResetRequested['data'];
    if (Date.parse(data.expiresAt) <= Date.now()) return []; // a stale link helps nobody
    const user = await ctx.readModels.collection(accountModels.users).get(data.userId);
    if (!user?.email) return [];
    const resetTokens = ctx.readModels.collection(accountModels.passwordResetTokens);
    if (!(await resetTokens.get(data.tokenHash))) return []; // already used
    const token = resetTokenFor(ctx.secret, data.requestId);
    const link = `${ctx.publicUrl}/reset-password?token=${token}`;
    return [
      {
        ...resetMail(user.email, user.username, link, user.language),
        messageId: ctx.messageId(event, `reset.${data.requestId}`),
      },
    ];
  },
};
