import type { EventStore } from '@et/platform';
import { openTestSql, SqlEventStore, type TestSql } from '@et/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocateId } from './id-allocator';

describe('ids from an id stream', () => {
  let sql: TestSql;
  let events: EventStore;
  beforeAll(async () => {
    sql = await openTestSql('pglite');
    events = await SqlEventStore.open(sql.client);
  });
  afterAll(() => sql?.close());

  it('gives callers at the same moment distinct ids in the order they asked, one event each', async () => {
    const ids = await Promise.all(
      Array.from({ length: 25 }, () => allocateId(events, 'ids-test', 'TestIdAllocated')),
    );
    expect(ids).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const stream = await events.readStream('ids-test');
    expect(stream.map((event) => event.streamVersion)).toEqual(ids);
    expect(new Set(stream.map((event) => event.type))).toEqual(new Set(['TestIdAllocated']));
  });

  it('fails the callers of a failed append, and serves the next ones', async () => {
    let failNext = true;
    const failing: EventStore = Object.create(events, {
      append: {
        value: (...args: Parameters<EventStore['append']>) => {
          if (failNext) {
            failNext = false;
            return Promise.reject(new Error('store away'));
          }
          return events.append(...args);
        },
      },
    });
    const first = await Promise.allSettled([
      allocateId(failing, 'ids-failing', 'TestIdAllocated'),
      allocateId(failing, 'ids-failing', 'TestIdAllocated'),
    ]);
    expect(first[0]).toMatchObject({ status: 'rejected' });
    // The second caller waited for the failed append and was served by the next one.
    expect(first[1]).toEqual({ status: 'fulfilled', value: 1 });
    expect(await allocateId(failing, 'ids-failing', 'TestIdAllocated')).toBe(2);
  });

  it('with ahead, takes ids before they are asked for only while callers come together', async () => {
    let appends = 0;
    const counting: EventStore = Object.create(events, {
      append: {
        value: (...args: Parameters<EventStore['append']>) => {
          appends++;
          return events.append(...args);
        },
      },
    });
    const take = () => allocateId(counting, 'ids-ahead', 'TestIdAllocated', { ahead: 32 });
    // One caller at a time: no id taken ahead, none lost.
    for (const expected of [1, 2, 3]) expect(await take()).toBe(expected);
    expect((await events.readStream('ids-ahead')).length).toBe(3);
    // 25 at once: the first append serves the first caller; the other 24 asked meanwhile, so
    // the next append takes 23 more than they need.
    const burst = await Promise.all(Array.from({ length: 25 }, take));
    expect(burst).toEqual(Array.from({ length: 25 }, (_, i) => i + 4));
    expect((await events.readStream('ids-ahead')).length).toBe(3 + 25 + 23);
    const before = appends;
    // The next callers find their ids waiting: no round trip to the store.
    expect(await Promise.all([take(), take()])).toEqual([29, 30]);
    expect(appends).toBe(before);
  });
});
