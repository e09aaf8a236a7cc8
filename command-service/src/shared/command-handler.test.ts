import { DomainError, type DomainEvent } from '@et/contracts';
import type { EventStore } from '@et/platform';
import { openTestSql, SqlEventStore, type TestSql, testSqlKinds, testSqlNames } from '@et/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandHandler } from './command-handler';

type Added = DomainEvent<'Added', { total: number }>;
type Count = { type: 'Add'; by: number } | { type: 'Nothing' };
const counter = {
  initialState: () => 0,
  evolve: (_total: number, event: Added) => event.data.total,
  decide: (total: number, command: Count): Added[] =>
    command.type === 'Add' ? [{ type: 'Added', data: { total: total + command.by } }] : [],
};
const counters = commandHandler(counter, (name: string) => `counter-${name}`);

/** The store, with another writer appending to the stream just before each of the first `times` appends. */
function contended(store: EventStore, times: number): EventStore {
  let left = times;
  return Object.create(store, {
    append: {
      value: async (...args: Parameters<EventStore['append']>) => {
        if (left-- > 0) await store.append(args[0], [{ type: 'Added', data: { total: 100 } }], 'any');
        return store.append(...args);
      },
    },
  });
}

for (const kind of testSqlKinds) {
  describe(`the command handler on ${testSqlNames[kind]}`, () => {
    let sql: TestSql;
    let events: EventStore;
    beforeAll(async () => {
      sql = await openTestSql(kind);
      events = await SqlEventStore.open(sql.client);
    });
    afterAll(() => sql?.close());

    it('decides on the stream its key names and appends with the metadata', async () => {
      await counters.handle(events, 'a', { type: 'Add', by: 2 }, {});
      const handled = await counters.handle(events, 'a', { type: 'Add', by: 3 }, { actorId: 7 });
      expect(handled.state).toBe(5);
      expect(handled.events).toEqual([{ type: 'Added', data: { total: 5 } }]);
      expect(handled.appended?.streamVersion).toBe(2);
      expect(handled.head).toEqual(handled.appended);
      const stream = await events.readStream('counter-a');
      expect(stream.map((event) => [event.data, event.metadata])).toEqual([
        [{ total: 2 }, {}],
        [{ total: 5 }, { actorId: 7 }],
      ]);
      expect((await counters.load(events, 'a')).state).toBe(5);
    });

    it('appends nothing for no events, and answers the head the state was read up to', async () => {
      const none = await counters.handle(events, 'none', { type: 'Nothing' }, {});
      expect(none).toEqual({ state: 0, events: [], appended: null, head: null });
      const { appended } = await counters.handle(events, 'b', { type: 'Add', by: 1 }, {});
      const again = await counters.handle(events, 'b', { type: 'Nothing' }, {});
      expect(again.appended).toBeNull();
      expect(again.head).toEqual(appended);
    });

    it('decides again on the fresh state when another writer came first', async () => {
      const seen: number[] = [];
      const handled = await counters.handle(
        contended(events, 2),
        'c',
        (total) => {
          seen.push(total);
          return { type: 'Add', by: 1 };
        },
        {},
      );
      expect(seen).toEqual([0, 100, 100]);
      expect(handled.state).toBe(101);
      expect(handled.appended?.streamVersion).toBe(3);
    });

    it('answers a conflict when the stream stays contended', async () => {
      const error = await counters
        .handle(contended(events, 11), 'd', { type: 'Add', by: 1 }, {})
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).messageKey).toBe('concurrentChange');
      expect(
        (await events.readStream('counter-d')).every(
          (event) => (event.data as { total: number }).total === 100,
        ),
      ).toBe(true);
    });

    it('takes no key for a feature with one stream', async () => {
      const single = commandHandler(counter, () => 'counter-single');
      await single.handle(events, { type: 'Add', by: 4 }, {});
      expect((await single.load(events)).state).toBe(4);
      expect((await events.readStream('counter-single')).length).toBe(1);
    });
  });
}
