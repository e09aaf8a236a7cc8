import type { MailRule } from './mail-rule';
import { resetMailRule } from './reset-mail.rule';
import { ringRequestAnsweredMailRule, ringRequestSubmittedMailRule } from './ring-request-mail.rule';
import { unreadMessageMailRule } from './unread-message-mail.rule';

/** Every e-mail the product sends in reaction to an event. Features add their rules here. */
export const mailRules: readonly MailRule[] = [
  resetMailRule,
  unreadMessageMailRule,
  ringRequestSubmittedMailRule,
  ringRequestAnsweredMailRule,
];
