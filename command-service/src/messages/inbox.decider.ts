import { DomainError, type InboxEvent } from '@et/contracts';

/** What the inbox stream says of one message (sent here, or first touched here). */
interface MessageState {
  /** Sent into this stream (an admin's message); else it came from elsewhere (an answered request). */
  sentHere: boolean;
  /** Undefined until a read or unread event in this stream says. */
  read?: boolean;
  deleted: boolean;
  mailed: boolean;
}

/** One person's inbox stream. */
export interface InboxState {
  messages: ReadonlyMap<string, MessageState>;
  mailsEnabled: boolean;
}

export const initialInboxState = (): InboxState => ({ messages: new Map(), mailsEnabled: true });

/**
 * A message the messages read model holds for this user (null: none, or someone else's). Messages
 * from answered ring requests live in the request's stream, so the stream alone does not know them.
 */
export type KnownMessage = { isRead: boolean } | null;

export type InboxCommand =
  | {
      type: 'SendMessage';
      userId: number;
      messageId: string;
      subject: string;
      content: string;
      sentByUserId: number | null;
      senderName: string;
    }
  | {
      type: 'MarkRead' | 'MarkUnread' | 'DeleteMessage';
      userId: number;
      messageId: string;
      known: KnownMessage;
    }
  | { type: 'MailUnread'; userId: number; messageId: string; known: KnownMessage }
  | { type: 'SetMailsPreference'; userId: number; enabled: boolean };

const touched = (state: InboxState, messageId: string, change: Partial<MessageState>): InboxState => {
  const messages = new Map(state.messages);
  const before = messages.get(messageId) ?? { sentHere: false, deleted: false, mailed: false };
  messages.set(messageId, { ...before, ...change });
  return { ...state, messages };
};

export function evolve(state: InboxState, event: InboxEvent): InboxState {
  switch (event.type) {
    case 'MessageSent':
      return touched(state, event.data.messageId, { sentHere: true, read: false });
    case 'MessageRead':
      return touched(state, event.data.messageId, { read: true });
    case 'MessageMarkedUnread':
      return touched(state, event.data.messageId, { read: false });
    case 'MessageDeleted':
      return touched(state, event.data.messageId, { deleted: true });
    case 'UnreadMessageMailed':
      return touched(state, event.data.messageId, { mailed: true });
    case 'MessageMailsPreferenceChanged':
      return { ...state, mailsEnabled: event.data.enabled };
  }
}

/** The message as this user has it now, or null when they have no such message (any more). */
function current(state: InboxState, messageId: string, known: KnownMessage) {
  const here = state.messages.get(messageId);
  if (here?.deleted) return null;
  if (!here?.sentHere && !known) return null;
  return { read: here?.read ?? known?.isRead ?? false, mailed: here?.mailed ?? false };
}

/**
 * A person reads, marks unread and deletes only their own messages: anyone else's, or one that
 * is gone, is not found. The reminder is settled once per message, and only while it is unread.
 */
export function decide(state: InboxState, command: InboxCommand): InboxEvent[] {
  const { userId } = command;
  switch (command.type) {
    case 'SendMessage': {
      const { type: _, ...data } = command;
      if (state.messages.has(command.messageId)) throw new DomainError('conflict', 'concurrentChange');
      return [{ type: 'MessageSent', data }];
    }
    case 'MarkRead':
    case 'MarkUnread':
    case 'DeleteMessage': {
      const { messageId } = command;
      const message = current(state, messageId, command.known);
      if (!message) throw new DomainError('notFound', 'messageNotFound');
      if (command.type === 'DeleteMessage') return [{ type: 'MessageDeleted', data: { userId, messageId } }];
      const read = command.type === 'MarkRead';
      if (message.read === read) return [];
      return [{ type: read ? 'MessageRead' : 'MessageMarkedUnread', data: { userId, messageId } }];
    }
    case 'MailUnread': {
      const message = current(state, command.messageId, command.known);
      // Gone, read, or reminded already (by another instance, too): nothing is due.
      if (!message || message.read || message.mailed) return [];
      return [{ type: 'UnreadMessageMailed', data: { userId, messageId: command.messageId } }];
    }
    case 'SetMailsPreference':
      if (state.mailsEnabled === command.enabled) return [];
      return [{ type: 'MessageMailsPreferenceChanged', data: { userId, enabled: command.enabled } }];
  }
}

export const inboxDecider = { initialState: initialInboxState, evolve, decide };
