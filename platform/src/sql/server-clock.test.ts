import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SqlEventStore } from '../event-store/sql-event-store';
import { isStoreUnavailable } from '../store-unavailable';
import { openTestSql, type TestSql, testDatabaseUrl } from '../testing/databases';
import { ServerClock } from './server-clock';

const SKEW_MS = 5000;

describe.skipIf(!testDatabaseUrl)("the database server's clock, for append deadlines", () => {
  let sql: TestSql;
  beforeAll(async () => {
    sql = await openTestSql('postgres');
  });
  afterAll(() => sql?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** This process's clock set `byMs` off the real time (the database's clock stays right). */
  const skewOwnClock = (byMs: number) => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + byMs);
  };

  it('is measured: on the same machine the two clocks agree within a few ms', async () => {
    const clock = await ServerClock.measure(sql.client);
    expect(Math.abs(clock.offsetMs())).toBeLessThan(50);
  });

  it('opens while the database does not answer: the offset stays 0, nothing is thrown', async () => {
    const gone = await sql.reopen();
    await gone.close(); // every query on it now fails, as on a database that went away
    const clock = await ServerClock.measure(gone);
    expect(clock.offsetMs()).toBe(0);
  });

  it('lets a process whose clock is 5 s behind the database’s append; its deadline is in the server’s time', async () => {
    skewOwnClock(-SKEW_MS);
    const clock = await ServerClock.measure(sql.client);
    expect(clock.offsetMs()).toBeGreaterThan(SKEW_MS - 50);
    const store = await SqlEventStore.open(sql.client, { table: 'events_clock_behind' });
    const appended = await store.append('clock-behind', [{ type: 'Tested', data: {} }], 0);
    expect(appended.streamVersion).toBe(1);
  });

  it('is what the deadline needs: counted on a clock 5 s behind, every append would be refused', async () => {
    const store = await SqlEventStore.open(sql.client, { table: 'events_clock_unmeasured' });
    skewOwnClock(-SKEW_MS); // after the measurement: the store still believes the clocks agree
    const error = await store.append('clock-unmeasured', [{ type: 'Tested', data: {} }], 0).catch((e) => e);
    expect(isStoreUnavailable(error), String(error)).toBe(true);
    expect(await store.readStream('clock-unmeasured')).toEqual([]);
  });
});
