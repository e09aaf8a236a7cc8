import { type EventMetadata, type InboxEvent, inboxStreams, messageModels } from '@et/contracts';
import type { EventStore, ReadModels } from '@et/platform';
import { handleCommand } from '../shared/command-handler';
import { type InboxCommand, type InboxState, inboxDecider, type KnownMessage } from './inbox.decider';

/** Decides a command on the user's inbox stream and appends what it gives. */
export const runInboxCommand = (events: EventStore, command: InboxCommand, metadata: EventMetadata) =>
  handleCommand<InboxState, InboxCommand, InboxEvent>(
    events,
    inboxStreams.inbox(command.userId),
    inboxDecider,
    command,
    metadata,
  );

/** The message as the read model holds it for this user; someone else's is unknown to them. */
export async function knownMessage(
  readModels: ReadModels,
  userId: number,
  messageId: string,
): Promise<KnownMessage> {
  const doc = await readModels.collection(messageModels.userMessages).get(messageId);
  return doc && doc.userId === userId ? { isRead: doc.isRead } : null;
}
