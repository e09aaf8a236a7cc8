import type { LiveRules } from '../../../lib/live';

export const messagesKeys = {
  all: ['messages'] as const,
  list: ['messages', 'list'] as const,
  unreadCount: ['messages', 'unread-count'] as const,
  mails: ['messages', 'mails'] as const,
  /** Accounts an admin may write to, by a search (apart from `all`: no inbox change touches them). */
  recipients: ['message-recipients'] as const,
  recipientsFor: (search: string) => ['message-recipients', search] as const,
};

/** A new message, a read on another device, a changed mail choice: the inbox and its badge refetch. */
export const messagesLive: LiveRules = {
  MESSAGES_CHANGED: [messagesKeys.all],
  USERS_CHANGED: [messagesKeys.recipients],
};
