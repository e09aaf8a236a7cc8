import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import { describeEventStoreContract } from '../testing/event-store.contract';
import { EsdbEventStore } from './esdb-event-store';
import {
  comparePositions,
  type EventStore,
  type Position,
  type RecordedEvent,
  startPosition,
  unversionedSchemas,
} from './event-store';

const url = process.env.EVENTSTORE_URL;
if (!url) console.info('EVENTSTORE_URL not set: the EventStoreDB adapter contract tests are skipped');

/**
 * EventStoreDB has no throwaway databases, so each test sees the server through a scope: its
 * streams carry a fresh prefix and $all shows only them, from the head at the scope's start.
 * Everything else goes straight to the adapter.
 */
function scoped(store: EventStore, prefix: string, origin: Position): EventStore {
  const inScope = (event: RecordedEvent) => event.streamId.startsWith(prefix);
  const unscope = (event: RecordedEvent): RecordedEvent => ({
    ...event,
    streamId: event.streamId.slice(prefix.length),
  });
  const readAll = async (after: Position, limit: number) => {
    const events: RecordedEvent[] = [];
    let from = comparePositions(after, origin) < 0 ? origin : after;
    for (;;) {
      const batch = await store.readAll(from, 500);
      if (batch.length === 0) return events;
      for (const event of batch) {
        if (inScope(event)) events.push(unscope(event));
        if (events.length >= limit) return events;
      }
      from = batch[batch.length - 1]!.position;
    }
  };
  return {
    append: (streamId, events, expected) => store.append(prefix + streamId, events, expected),
    readStream: async (streamId) => (await store.readStream(prefix + streamId)).map(unscope),
    readAll,
    headPosition: async () => {
      const all = await readAll(origin, Number.MAX_SAFE_INTEGER);
      return all.length > 0 ? all[all.length - 1]!.position : null;
    },
    deleteStream: (streamId) => store.deleteStream(prefix + streamId),
    onAppended: (listener) => store.onAppended(listener),
    close: () => store.close(),
  };
}

describe.skipIf(!url)('EventStoreDB', () => {
  describeEventStoreContract('EventStoreDB', async () => {
    const prefix = `t${randomBytes(4).toString('hex')}-`;
    const adapter = await EsdbEventStore.connect(url!, unversionedSchemas);
    const origin = (await adapter.headPosition()) ?? startPosition;
    return {
      store: scoped(adapter, prefix, origin),
      reopen: async () => scoped(await EsdbEventStore.connect(url!, unversionedSchemas), prefix, origin),
      close: () => adapter.close(),
      deletedEventsStayInAll: true,
    };
  });
});
