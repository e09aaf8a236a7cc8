import { z } from 'zod';
import type { DomainEvent } from './events';
import { readModel } from './read-model';
import { idField, multiLineText, pathParams, singleLineText } from './text';

export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_CONTENT_MAX = 5000;
/** Design reading 15: a message still unread this long after it arrived is e-mailed once. */
export const UNREAD_MESSAGE_MAIL_AFTER_SECONDS = 3600;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** POST /api/messages {userId, subject, content}: an admin writes to a user (design reading 6). */
export const sendMessageBody = z.strictObject({
  userId: idField('messageRecipientInvalid'),
  subject: singleLineText('messageSubjectRequired')
    .transform((text) => text.trim())
    .pipe(z.string().min(1, 'messageSubjectRequired').max(MESSAGE_SUBJECT_MAX, 'messageSubjectTooLong')),
  content: multiLineText('messageContentRequired')
    .transform((text) => text.trim())
    .pipe(z.string().min(1, 'messageContentRequired').max(MESSAGE_CONTENT_MAX, 'messageContentTooLong')),
});
export type SendMessageBody = z.input<typeof sendMessageBody>;

/** A message's id is a UUID; anything else names no message (404). */
export const messageIdParams = pathParams('messageNotFound', {
  id: singleLineText('messageNotFound').refine((id) => uuid.test(id), 'messageNotFound'),
});

/** PATCH /api/message-mails {enabled}: the e-mail about messages unread for an hour (opt-out). */
export const messageMailsBody = z.strictObject({
  enabled: z.boolean({ error: 'messageMailsInvalid' }),
});
export type MessageMailsBody = z.infer<typeof messageMailsBody>;

/** An item of GET /api/messages (newest first), and the answer of POST /api/messages. */
export const userMessageSchema = z.object({
  id: z.string(),
  userId: z.number().int(),
  subject: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  /** Null for messages no person sent. */
  sentByUserId: z.number().int().nullable(),
  /** Empty when no person sent it: the page shows "System". */
  senderName: z.string(),
  /** The ring-code request this message answers. */
  requestId: z.number().int().nullable(),
  /** The ring code the answer assigned (the content holds its link). */
  assignedCode: z.string().nullable(),
  createdAt: z.string(),
});
export type UserMessage = z.infer<typeof userMessageSchema>;

/** GET /api/messages. */
export const userMessagesAnswer = z.array(userMessageSchema);

/** Read model `user_messages`: a message and the reminder's bookkeeping, which stays inside. */
export interface UserMessageDocument extends UserMessage {
  /** Neither read nor reminded yet: the one-hour e-mail may still be due. */
  reminderPending: boolean;
}

/** Read model `unread_message_counts` (one per user, id = user id); GET /api/messages/unread/count gives `{count}`. */
export interface UnreadMessageCount {
  id: number;
  userId: number;
  count: number;
  /** The unread messages counted, so applying an event twice counts nothing twice. */
  unreadIds: string[];
}

export const unreadCountAnswer = z.object({ count: z.number().int() });
export type UnreadCountAnswer = z.infer<typeof unreadCountAnswer>;

/** Read model `message_mail_preferences` (id = user id); missing means enabled. GET /api/message-mails. */
export interface MessageMailPreference {
  id: number;
  userId: number;
  enabled: boolean;
}

export const messageModels = {
  userMessages: readModel<UserMessageDocument>('user_messages'),
  unreadMessageCounts: readModel<UnreadMessageCount>('unread_message_counts'),
  messageMailPreferences: readModel<MessageMailPreference>('message_mail_preferences'),
};

/** GET and PATCH /api/message-mails: whether a message unread for an hour is e-mailed. */
export const messageMailsAnswer = z.object({ enabled: z.boolean() });
export type MessageMailsAnswer = z.infer<typeof messageMailsAnswer>;

type Owner = { userId: number };
type About = Owner & { messageId: string };
export type MessageSent = DomainEvent<
  'MessageSent',
  /** `sentByUserId` null: no person sent it (the team's message after a handover). */
  About & { subject: string; content: string; sentByUserId: number | null; senderName: string }
>;
export type MessageRead = DomainEvent<'MessageRead', About>;
export type MessageMarkedUnread = DomainEvent<'MessageMarkedUnread', About>;
export type MessageDeleted = DomainEvent<'MessageDeleted', About>;
/** The one-hour reminder of a message still unread is settled (sent unless the user opted out). */
export type UnreadMessageMailed = DomainEvent<'UnreadMessageMailed', About>;
export type MessageMailsPreferenceChanged = DomainEvent<
  'MessageMailsPreferenceChanged',
  Owner & { enabled: boolean }
>;
export type InboxEvent =
  | MessageSent
  | MessageRead
  | MessageMarkedUnread
  | MessageDeleted
  | UnreadMessageMailed
  | MessageMailsPreferenceChanged;

export const inboxStreams = {
  /** One person's inbox: messages written to them, what they did with them, their mail choice. Personal. */
  inbox: (userId: number) => `inbox-${userId}`,
} as const;
