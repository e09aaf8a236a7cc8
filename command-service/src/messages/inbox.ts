import { inboxStreams, messageModels } from '@et/contracts';
import type { ReadModels } from '@et/platform';
import { commandHandler } from '../shared/command-handler';
import { inboxDecider, type KnownMessage } from './inbox.decider';

/** A person's inbox commands, on their stream `inbox-{userId}` (the command names the same user). */
export const inboxHandler = commandHandler(inboxDecider, inboxStreams.inbox);

/** The message as the read model holds it for this user; someone else's is unknown to them. */
export async function knownMessage(
  readModels: ReadModels,
  userId: number,
  messageId: string,
): Promise<KnownMessage> {
  const doc = await readModels.collection(messageModels.userMessages).get(messageId);
  return doc && doc.userId === userId ? { isRead: doc.isRead } : null;
}
