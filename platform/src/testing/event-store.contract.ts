import { describe, expect, it } from 'vitest';
import {
  comparePositions,
  type EventStore,
  type Position,
  type RecordedEvent,
  startPosition,
  WrongExpectedVersionError,
} from '../event-store/event-store';

export interface EventStoreFixture {
  store: EventStore;
  /** A second store instance on the same data (a restart). */
  reopen(): Promise<EventStore>;
  close(): Promise<void>;
}

/** Reads everything after `after` until nothing more comes. */
async function readAllAfter(store: EventStore, after: Position): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let position = after;
  for (;;) {
    const batch = await store.readAll(position, 500);
    if (batch.length === 0) return events;
    events.push(...batch);
    position = batch[batch.length - 1]!.position;
  }
}

/**
 * A catch-up reader as projections use it: woken by `onAppended`, polling as a fallback,
 * always moving by the last position it has seen.
 */
function catchUpReader(store: EventStore, from: Position) {
  const seen: RecordedEvent[] = [];
  let position = from;
  let reading: Promise<void> | undefined;
  let again = false;
  const read = async () => {
    for (;;) {
      const batch = await store.readAll(position, 500);
      if (batch.length === 0) return;
      seen.push(...batch);
      position = batch[batch.length - 1]!.position;
    }
  };
  const wake = () => {
    if (reading) {
      again = true;
      return;
    }
    reading = read().finally(() => {
      reading = undefined;
      if (again) {
        again = false;
        wake();
      }
    });
  };
  return {
    seen,
    wake,
    position: () => position,
    settle: async () => {
      while (reading) await reading;
      wake();
      while (reading) await reading;
    },
  };
}

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
        const events = await store.readStream('order-1');
        expect(events.map((e) => [e.type, e.streamVersion])).toEqual([
          ['Placed', 1],
          ['Paid', 2],
          ['Shipped', 3],
          ['Any', 4],
        ]);
        expect(events[0]!.data).toEqual({ n: 1 });
        expect(await store.readStream('nothing-here')).toEqual([]);
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
      }));

    it('reads all streams in one global order, page by page', () =>
      withStore(async ({ store }) => {
        for (let i = 0; i < 30; i++) await store.append(`s-${i % 3}`, [{ type: 'E', data: { i } }], 'any');
        const all = await readAllAfter(store, startPosition);
        expect(all.map((e) => (e.data as { i: number }).i)).toEqual(Array.from({ length: 30 }, (_, i) => i));
        const firstPage = await store.readAll(startPosition, 10);
        const secondPage = await store.readAll(firstPage[9]!.position, 10);
        expect(secondPage.map((e) => (e.data as { i: number }).i)).toEqual(
          Array.from({ length: 10 }, (_, i) => i + 10),
        );
        expect(comparePositions((await store.headPosition())!, all[29]!.position)).toBe(0);
      }));

    it('deletes a stream for good', () =>
      withStore(async ({ store }) => {
        await store.append('personal-1', [{ type: 'Named', data: { name: 'Anna' } }], 0);
        await store.append('shared', [{ type: 'Other', data: {} }], 0);
        await store.deleteStream('personal-1');
        expect(await store.readStream('personal-1')).toEqual([]);
        const all = await readAllAfter(store, startPosition);
        expect(all.map((e) => e.streamId)).toEqual(['shared']);
      }));

    it(
      'catch-up reader misses nothing while 20 writers append (4,000 events, 10 runs)',
      { timeout: 240_000 },
      () =>
        withStore(async ({ store }) => {
          for (let run = 0; run < 10; run++) {
            const from = (await store.headPosition()) ?? startPosition;
            const reader = catchUpReader(store, from);
            const stop = await store.onAppended(reader.wake);
            const poll = setInterval(reader.wake, 20);
            try {
              await Promise.all(
                Array.from({ length: 20 }, async (_, writer) => {
                  for (let i = 0; i < 200; i++) {
                    await store.append(
                      `run${run}-writer${writer}`,
                      [{ type: 'Tick', data: { run, writer, i } }],
                      'any',
                    );
                  }
                }),
              );
              await reader.settle();
            } finally {
              clearInterval(poll);
              await stop();
            }
            const ids = reader.seen.map((e) => {
              const d = e.data as { run: number; writer: number; i: number };
              return `${d.run}/${d.writer}/${d.i}`;
            });
            expect(ids).toHaveLength(4000);
            expect(new Set(ids).size).toBe(4000);
          }
        }),
    );

    it('keeps a reader’s checkpoint across a restart', () =>
      withStore(async ({ store, reopen }) => {
        for (let i = 0; i < 10; i++) await store.append('restart', [{ type: 'E', data: { i } }], 'any');
        const firstHalf = (await store.readAll(startPosition, 5)).filter((e) => e.streamId === 'restart');
        const checkpoint = firstHalf[firstHalf.length - 1]!.position;
        const reopened = await reopen();
        for (let i = 10; i < 15; i++) await reopened.append('restart', [{ type: 'E', data: { i } }], 'any');
        const rest = await readAllAfter(reopened, checkpoint);
        expect(rest.map((e) => (e.data as { i: number }).i)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
      }));
  });
}
