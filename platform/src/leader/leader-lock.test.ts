import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../testing/databases';
import { LeaderLock } from './leader-lock';

const KEY = 4242;
const quiet = { info: () => {}, warn: () => {} };

describe.skipIf(!testDatabaseUrl)('leader lock (PostgreSQL)', () => {
  let database: TestDatabase;
  const locks: LeaderLock[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const lock of locks) await lock.close();
    await database?.drop();
  });

  const lock = (pollMs = 100) => {
    const created = new LeaderLock(database.url, { key: KEY, pollMs, heartbeatMs: 100, log: quiet });
    locks.push(created);
    return created;
  };

  async function sql<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as Row[];
    } finally {
      await client.end();
    }
  }

  it('lets one of two hold it; the other takes over once it is released', async () => {
    const first = lock();
    const second = lock();
    const held = await first.acquire();
    expect(held).not.toBeNull();
    let secondHeld = false;
    const waiting = second.acquire().then((leadership) => {
      secondHeld = true;
      return leadership;
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(secondHeld).toBe(false);
    await held!.release();
    await held!.lost; // a release counts as losing it
    const started = Date.now();
    const next = await waiting;
    expect(next).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
    await next!.release();
  });

  it('tells the holder at once when its connection is cut, and a standby gets the lock', async () => {
    const holder = lock();
    const standby = lock();
    const held = await holder.acquire();
    const waiting = standby.acquire();
    let lostAt = 0;
    void held!.lost.then(() => {
      lostAt = Date.now();
    });
    const cutAt = Date.now();
    const [terminated] = await sql<{ count: string }>(
      `SELECT count(pg_terminate_backend(pid)) AS count FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = $1 AND pid IN
         (SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND objid = $2::int::oid AND granted)`,
      [`leader-lock-${KEY}`, KEY],
    );
    expect(terminated!.count).toBe('1');
    const next = await waiting;
    expect(next).not.toBeNull();
    // The old holder knew it had lost the lock before the standby had it.
    expect(lostAt).toBeGreaterThan(0);
    expect(lostAt - cutAt).toBeLessThan(500);
    // It can compete again: it waits while the standby holds the lock.
    let again = false;
    const competing = holder.acquire().then((leadership) => {
      again = true;
      return leadership;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(again).toBe(false);
    await next!.release();
    await (await competing)!.release();
  });

  it('stops waiting when closed', async () => {
    const holder = lock();
    const standby = lock();
    const held = await holder.acquire();
    const waiting = standby.acquire();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await standby.close();
    expect(await waiting).toBeNull();
    await held!.release();
  });
});
