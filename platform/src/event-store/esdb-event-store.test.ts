import { randomBytes } from 'node:crypto';
import {
  AccessDeniedError,
  convertToCommandError,
  StreamDeletedError,
  UnavailableError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { Metadata, status } from '@grpc/grpc-js';
import { describe, expect, it } from 'vitest';
import { describeEventStoreContract } from '../testing/event-store.contract';
import { isNothingToDelete } from './esdb-errors';
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

/** A failure as the server sends it over gRPC, turned into the driver's error as its calls do. */
function serverError(exception: string | undefined, code: number, extra: Record<string, string> = {}) {
  const metadata = new Metadata();
  if (exception) metadata.set('exception', exception);
  for (const [key, value] of Object.entries(extra)) metadata.set(key, value);
  const error = Object.assign(new Error(`${exception ?? code}`), { code, details: '', metadata });
  return convertToCommandError(error);
}

describe('EventStoreDB deleteStream: what counts as nothing to delete', () => {
  it('accepts the answers for a stream without events, never written or deleted already', () => {
    const neverWritten = serverError('wrong-expected-version', status.FAILED_PRECONDITION, {
      'stream-name': 'redeem-attempts-7',
      'expected-version': '-2',
    });
    expect(neverWritten).toBeInstanceOf(WrongExpectedVersionError);
    expect(isNothingToDelete(neverWritten)).toBe(true);
    const notFound = serverError('stream-not-found', status.NOT_FOUND, { 'stream-name': 'user-7' });
    expect(isNothingToDelete(notFound)).toBe(true);
    const tombstoned = serverError('stream-deleted', status.FAILED_PRECONDITION, { 'stream-name': 'user-7' });
    expect(tombstoned).toBeInstanceOf(StreamDeletedError);
    expect(isNothingToDelete(tombstoned)).toBe(true);
  });

  it('lets every other failure through, so an erasure stops and can be retried', () => {
    const unavailable = serverError(undefined, status.UNAVAILABLE);
    expect(unavailable).toBeInstanceOf(UnavailableError);
    expect(isNothingToDelete(unavailable)).toBe(false);
    const denied = serverError('access-denied', status.PERMISSION_DENIED);
    expect(denied).toBeInstanceOf(AccessDeniedError);
    expect(isNothingToDelete(denied)).toBe(false);
    expect(isNothingToDelete(new Error('socket hang up'))).toBe(false);
  });
});

describe('EventStoreDB stream prefix', () => {
  it('is checked before anything is sent to the server', async () => {
    for (const streamPrefix of ['a.b', '$all', ''])
      await expect(
        EsdbEventStore.connect('esdb://127.0.0.1:1?tls=false', unversionedSchemas, { streamPrefix }),
      ).rejects.toThrow(/stream prefix/);
  });
});

describe.skipIf(!url)('EventStoreDB', () => {
  // What the API tests run on: the adapter keeps to its prefix itself, $all filtered by the server.
  describeEventStoreContract('EventStoreDB, streams under a prefix', async () => {
    const streamPrefix = `t${randomBytes(4).toString('hex')}`;
    const open = () => EsdbEventStore.connect(url!, unversionedSchemas, { streamPrefix });
    const stores = [await open()];
    return {
      store: stores[0]!,
      reopen: async () => {
        stores.push(await open());
        return stores[stores.length - 1]!;
      },
      close: async () => {
        for (const store of stores) await store.close();
      },
    };
  });

  // What production runs: no prefix, the whole of $all; the test keeps to its own streams.
  describeEventStoreContract('EventStoreDB', async () => {
    const prefix = `t${randomBytes(4).toString('hex')}-`;
    const adapter = await EsdbEventStore.connect(url!, unversionedSchemas);
    const origin = (await adapter.headPosition()) ?? startPosition;
    return {
      store: scoped(adapter, prefix, origin),
      reopen: async () => scoped(await EsdbEventStore.connect(url!, unversionedSchemas), prefix, origin),
      close: () => adapter.close(),
    };
  });
});
