import { describe, expect, it } from 'vitest';
import {
  comparePositions,
  type EventStore,
  formatPosition,
  parsePosition,
  type RecordedEvent,
  startPosition,
  WrongExpectedVersionError,
} from '../event-store/event-store';
import { catchUpReader, maxPosition, readAllAfter, waitVisible } from './event-store.readers';
import { describeDeletesContract } from './event-store-deletes.contract';

export interface EventStoreFixture {
  /** A fresh, empty store. */
  store: EventStore;
  /** Another store instance on the same data, as after a restart of the process. */
  reopen(): Promise<EventStore>;
  close(): Promise<void>;
}

const ids = (events: RecordedEvent[]) => events.map((e) => (e.data as { i: number }).i);

/** The behaviour every event store adapter must have. */
export function describeEventStoreContract(name: string, open: () => Promise<EventStoreFixture>): void {
  describe(`event store contract: ${name}`, () => {
    const withStore = async (test: (fixture: EventStoreFixture) => Promise<void>) => {
      const fixture = await open();
      try {
        await test(fixture);
      } finally {
        await fixture.close();
      }
    };

    it('appends with the expected version and refuses a wrong one', () =>
      withStore(async ({ store }) => {
        expect(await store.headPosition()).toBeNull();
        expect(await store.readAll(startPosition, 10)).toEqual([]);
        const first = await store.append('order-1', [{ type: 'Placed', data: { n: 1 } }], 0);
        expect(first.streamVersion).toBe(1);
        const second = await store.append(
          'order-1',
          [
            { type: 'Paid', data: {} },
            { type: 'Shipped', data: {} },
          ],
          1,
        );
        expect(second.streamVersion).toBe(3);
        expect(comparePositions(second.position, first.position)).toBeGreaterThan(0);
        await expect(store.append('order-1', [{ type: 'Late', data: {} }], 1)).rejects.toBeInstanceOf(
          WrongExpectedVersionError,
        );
        await expect(store.append('order-1', [{ type: 'Late', data: {} }], 0)).rejects.toBeInstanceOf(
          WrongExpectedVersionError,
        );
        await expect(store.append('order-2', [{ type: 'Late', data: {} }], 5)).rejects.toBeInstanceOf(
          WrongExpectedVersionError,
        );
        expect((await store.append('order-1', [{ type: 'Any', data: {} }], 'any')).streamVersion).toBe(4);
        expect((await store.append('order-3', [{ type: 'Any', data: {} }], 'any')).streamVersion).toBe(1);
        const events = await store.readStream('order-1');
        expect(events.map((e) => [e.type, e.streamVersion])).toEqual([
          ['Placed', 1],
          ['Paid', 2],
          ['Shipped', 3],
          ['Any', 4],
        ]);
        expect(events[0]).toMatchObject({
          streamId: 'order-1',
          data: { n: 1 },
          schemaVersion: 1,
          metadata: {},
        });
        expect(Number.isNaN(Date.parse(events[0]!.recordedAt))).toBe(false);
        // As Date.toISOString writes it, to the millisecond and in UTC.
        expect(new Date(events[0]!.recordedAt).toISOString()).toBe(events[0]!.recordedAt);
        expect(Math.abs(Date.parse(events[0]!.recordedAt) - Date.now())).toBeLessThan(60_000);
        expect(await store.readStream('order-2')).toEqual([]);
        expect(await store.readStream('nothing-here')).toEqual([]);
      }));

    it('keeps metadata apart from data', () =>
      withStore(async ({ store }) => {
        await store.append(
          'meta',
          [{ type: 'E', data: { a: 1 }, metadata: { actorId: 7, correlationId: 'c-1' } }],
          0,
        );
        const [event] = await store.readStream('meta');
        expect(event!.data).toEqual({ a: 1 });
        expect(event!.metadata).toEqual({ actorId: 7, correlationId: 'c-1' });
      }));

    it('lets exactly one of 50 concurrent appends with the same expected version win', () =>
      withStore(async ({ store }) => {
        await store.append('contended', [{ type: 'Created', data: {} }], 0);
        const results = await Promise.allSettled(
          Array.from({ length: 50 }, (_, i) =>
            store.append('contended', [{ type: 'Claimed', data: { by: i } }], 1),
          ),
        );
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        expect(rejected.every((r) => r.reason instanceof WrongExpectedVersionError)).toBe(true);
        expect(await store.readStream('contended')).toHaveLength(2);
        // A new stream: 50 concurrent creators, one wins.
        const created = await Promise.allSettled(
          Array.from({ length: 50 }, (_, i) =>
            store.append('claimed-once', [{ type: 'Claimed', data: { i } }], 0),
          ),
        );
        expect(created.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      }));

    it('reads all streams in one global order, page by page', () =>
      withStore(async ({ store }) => {
        let last = startPosition;
        for (let i = 0; i < 30; i++) {
          last = (await store.append(`s-${i % 3}`, [{ type: 'E', data: { i } }], 'any')).position;
        }
        await waitVisible(store, last);
        const all = await readAllAfter(store, startPosition);
        expect(ids(all)).toEqual(Array.from({ length: 30 }, (_, i) => i));
        for (let i = 1; i < all.length; i++) {
          expect(comparePositions(all[i]!.position, all[i - 1]!.position)).toBeGreaterThan(0);
        }
        const firstPage = await store.readAll(startPosition, 10);
        const secondPage = await store.readAll(firstPage[9]!.position, 10);
        expect(ids(secondPage)).toEqual(Array.from({ length: 10 }, (_, i) => i + 10));
        expect(await store.readAll(all[29]!.position, 10)).toEqual([]);
        expect(comparePositions((await store.headPosition())!, all[29]!.position)).toBe(0);
        expect(comparePositions(last, all[29]!.position)).toBe(0);
      }));

    it('reads the events of one append in order, also past a tenth or hundredth position', () =>
      withStore(async ({ store }) => {
        // 120 events in one transaction: positions 9 -> 10 and 99 -> 100 sort wrongly as text.
        const events = Array.from({ length: 120 }, (_, i) => ({ type: 'E', data: { i } }));
        const { position } = await store.append('many', events, 0);
        await waitVisible(store, position);
        expect(comparePositions((await store.headPosition())!, position)).toBe(0);
        const read: number[] = [];
        for (let after = startPosition; ; ) {
          const page = await store.readAll(after, 7);
          if (page.length === 0) break;
          read.push(...ids(page));
          after = page[page.length - 1]!.position;
        }
        expect(read).toEqual(Array.from({ length: 120 }, (_, i) => i));
      }));

    it('appends to many streams at once, each with its own version check', () =>
      withStore(async ({ store }) => {
        await store.append('b-1', [{ type: 'E', data: { i: 0 } }], 0);
        // Made in the same turn: the SQL adapter sends them as one statement.
        const results = await Promise.allSettled([
          store.append('b-0', [{ type: 'E', data: { i: 1 } }], 0),
          store.append('b-1', [{ type: 'E', data: { i: 2 } }], 0), // stale
          store.append(
            'b-2',
            [
              { type: 'E', data: { i: 3 } },
              { type: 'E', data: { i: 4 } },
            ],
            'any',
          ),
          store.append('b-1', [{ type: 'E', data: { i: 5 } }], 1),
          store.readStream('b-1'),
        ]);
        expect(results.map((r) => r.status)).toEqual([
          'fulfilled',
          'rejected',
          'fulfilled',
          'fulfilled',
          'fulfilled',
        ]);
        expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
        expect(ids(await store.readStream('b-0'))).toEqual([1]);
        expect(ids(await store.readStream('b-1'))).toEqual([0, 5]);
        expect(ids(await store.readStream('b-2'))).toEqual([3, 4]);
        const b2 = (results[2] as PromiseFulfilledResult<{ streamVersion: number }>).value;
        expect(b2.streamVersion).toBe(2);
        const [first, second] = await Promise.all([store.readStream('b-2'), store.readStream('b-2')]);
        expect(first).toEqual(second);
        expect(first).not.toBe(second);
      }));

    describeDeletesContract(withStore);

    it(
      'catch-up reader misses nothing while 20 writers append (4,000 events, 10 runs)',
      { timeout: 300_000 },
      () =>
        withStore(async ({ store }) => {
          const timings: number[] = [];
          for (let run = 0; run < 10; run++) {
            const started = performance.now();
            const from = (await store.headPosition()) ?? startPosition;
            const reader = catchUpReader(store, from);
            const stop = await store.onAppended(reader.wake);
            const poll = setInterval(reader.wake, 25);
            try {
              const lastPositions = await Promise.all(
                Array.from({ length: 20 }, async (_, writer) => {
                  let last = from;
                  for (let i = 0; i < 200; i++) {
                    const result = await store.append(
                      `run${run}-writer${writer}`,
                      [{ type: 'Tick', data: { run, writer, i } }],
                      'any',
                    );
                    last = result.position;
                  }
                  return last;
                }),
              );
              await reader.reach(maxPosition(lastPositions, from));
            } finally {
              clearInterval(poll);
              await stop();
            }
            timings.push(Math.round(performance.now() - started));
            const seen = reader.seen.map((e) => {
              const d = e.data as { run: number; writer: number; i: number };
              return `${d.run}/${d.writer}/${d.i}`;
            });
            expect(new Set(seen).size).toBe(seen.length);
            expect(seen).toHaveLength(4000);
            // Each writer's events arrive in the order it wrote them.
            for (let writer = 0; writer < 20; writer++) {
              const own = reader.seen.filter((e) => e.streamId === `run${run}-writer${writer}`);
              expect(own.map((e) => e.streamVersion)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
            }
          }
          console.info(`${name}: catch-up runs of 4,000 events took ${timings.join(', ')} ms`);
        }),
    );

    it('keeps a reader’s checkpoint across a restart', () =>
      withStore(async ({ store, reopen }) => {
        let last = startPosition;
        for (let i = 0; i < 10; i++) {
          last = (await store.append(`restart-${i % 2}`, [{ type: 'E', data: { i } }], 'any')).position;
        }
        await waitVisible(store, last);
        const firstHalf = await store.readAll(startPosition, 6);
        expect(ids(firstHalf)).toEqual([0, 1, 2, 3, 4, 5]);
        // The checkpoint is stored as text, as the projection runner keeps it.
        const saved = formatPosition(firstHalf[firstHalf.length - 1]!.position);
        const reopened = await reopen();
        const checkpoint = parsePosition(saved)!;
        const appended = await Promise.all(
          [10, 11, 12, 13, 14].map((i) =>
            reopened.append(`restart-${i % 2}`, [{ type: 'E', data: { i } }], 'any'),
          ),
        );
        await waitVisible(
          reopened,
          maxPosition(
            appended.map((a) => a.position),
            checkpoint,
          ),
        );
        const rest = await readAllAfter(reopened, checkpoint);
        expect(ids(rest).slice(0, 4)).toEqual([6, 7, 8, 9]);
        expect(ids(rest).sort((a, b) => a - b)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
        if (reopened !== store) await reopened.close();
      }));
  });
}
