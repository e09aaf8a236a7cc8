import { PassThrough } from 'node:stream';
import { type EventStoreDBClient, START, type SubscribeToAllOptions } from '@eventstore/db-client';
// The driver's own subscription and message classes: only the gRPC call under them is fake.
import { Subscription } from '@eventstore/db-client/dist/streams/utils/Subscription';
import { convertGrpcEvent } from '@eventstore/db-client/dist/utils/convertGrpcEvent';
import { StreamIdentifier, UUID } from '@eventstore/db-client/generated/shared_pb';
import { ReadResp } from '@eventstore/db-client/generated/streams_pb';
import { describe, expect, it } from 'vitest';
import { readFilteredPage } from './esdb-filtered-read';
import type { Position } from './event-store';

function eventAt(commit: number, streamName: string): ReadResp {
  const record = new ReadResp.ReadEvent.RecordedEvent();
  record.setId(new UUID().setString(`00000000-0000-0000-0000-${String(commit).padStart(12, '0')}`));
  record.setStreamIdentifier(new StreamIdentifier().setStreamName(Buffer.from(streamName)));
  record.setStreamRevision('0');
  record.setCommitPosition(String(commit));
  record.setPreparePosition(String(commit));
  record.getMetadataMap().set('type', 'Happened').set('content-type', 'application/json').set('created', '0');
  record.setData(Buffer.from(JSON.stringify({ commit })));
  const event = new ReadResp.ReadEvent().setEvent(record).setCommitPosition(String(commit));
  return new ReadResp().setEvent(event);
}
const caughtUp = () => new ReadResp().setCaughtUp(new ReadResp.CaughtUp());
const checkpoint = () => new ReadResp().setCheckpoint(new ReadResp.Checkpoint());

/** A client whose subscribeToAll is the driver's, over a gRPC call the test writes to. */
function fakeServer() {
  const call = Object.assign(new PassThrough({ objectMode: true }), { cancelled: false });
  const seen: { options?: SubscribeToAllOptions } = {};
  const client = {
    subscribeToAll(options: SubscribeToAllOptions) {
      seen.options = options;
      const cancel = () => {
        call.cancelled = true;
        call.end();
      };
      return new Subscription(
        async () => Object.assign(call, { cancel }) as never,
        convertGrpcEvent,
        {},
        options.filter?.checkpointReached,
      );
    },
  } as unknown as EventStoreDBClient;
  return { client, call, seen };
}

const commits = (page: { events: { position?: { commit: bigint } }[] }) =>
  page.events.map((event) => Number(event.position!.commit));

describe('EventStoreDB filtered read of $all (the driver over a fake gRPC call)', () => {
  it('asks the server to filter by the prefix, from START or after the position given', async () => {
    const first = fakeServer();
    first.call.write(caughtUp());
    await readFilteredPage(first.client, 't1.', [0n, 0n], 10);
    expect(first.seen.options?.fromPosition).toBe(START);
    expect(first.seen.options?.filter).toMatchObject({ filterOn: 'streamName', prefixes: ['t1.'] });

    const later = fakeServer();
    later.call.write(caughtUp());
    await readFilteredPage(later.client, 't1.', [120n, 118n], 10);
    expect(later.seen.options?.fromPosition).toEqual({ commit: 120n, prepare: 118n });
  });

  it('ends at "caught up" with every event sent before it, however many wait in the buffer', async () => {
    const { client, call } = fakeServer();
    for (let commit = 1; commit <= 200; commit++) {
      call.write(eventAt(commit, `t1.s-${commit % 3}`));
      if (commit % 50 === 0) call.write(checkpoint());
    }
    call.write(caughtUp());
    const page = await readFilteredPage(client, 't1.', [0n, 0n], 500);
    expect(page.end).toBe(true);
    expect(commits(page)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(call.cancelled).toBe(true);
  });

  it('stops at maxCount before the end, says it is not the end, and cancels the call', async () => {
    const { client, call } = fakeServer();
    for (let commit = 1; commit <= 20; commit++) call.write(eventAt(commit, 't1.s'));
    const page = await readFilteredPage(client, 't1.', [0n, 0n], 5);
    expect(page.end).toBe(false);
    expect(commits(page)).toEqual([1, 2, 3, 4, 5]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(call.cancelled).toBe(true);
  });

  it('keeps only events after the position it started from', async () => {
    const { client, call } = fakeServer();
    for (const commit of [7, 8, 9]) call.write(eventAt(commit, 't1.s'));
    call.write(caughtUp());
    const from: Position = [8n, 8n];
    expect(commits(await readFilteredPage(client, 't1.', from, 10))).toEqual([9]);
  });

  it('waits for events that arrive after a pause, and fails when the call fails', async () => {
    const waiting = fakeServer();
    const page = readFilteredPage(waiting.client, 't1.', [0n, 0n], 10);
    setTimeout(() => {
      waiting.call.write(eventAt(3, 't1.s'));
      waiting.call.write(caughtUp());
    }, 50);
    expect(commits(await page)).toEqual([3]);

    const failing = fakeServer();
    const failed = readFilteredPage(failing.client, 't1.', [0n, 0n], 10);
    failing.call.write(eventAt(1, 't1.s'));
    // Once the driver listens to the call (it opens it asynchronously).
    await new Promise((resolve) => setImmediate(resolve));
    failing.call.emit('error', Object.assign(new Error('connection reset'), { code: 14 }));
    await expect(failed).rejects.toThrow();
  });
});
