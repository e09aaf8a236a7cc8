import pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, openPostgres, type TestDatabase, testDatabaseUrl } from '../testing';
import { openThrottleStore } from '../throttle-store';
import { BatchedRateLimiterPostgres } from './batched-rate-limiter';

describe.runIf(testDatabaseUrl)('throttle counts batched per turn (PostgreSQL)', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let statements = 0;
  /** The pool as the limiters see it, counting what they send. */
  let counted: pg.Pool;
  let table: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const sql = await openPostgres(database.url);
    const store = await openThrottleStore(sql);
    if (store.kind !== 'postgres') throw new Error('expected the shared store');
    table = store.table;
    await sql.close();
    pool = new pg.Pool({ connectionString: database.url, max: 20 });
    counted = new Proxy(pool, {
      get: (target, name) =>
        name === 'query'
          ? (...args: Parameters<pg.Pool['query']>) => {
              statements++;
              return (target.query as (...a: unknown[]) => unknown)(...args);
            }
          : Reflect.get(target, name),
    });
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  const limiter = (Kind: typeof RateLimiterPostgres, keyPrefix: string, points = 10, blockDuration = 0) =>
    new Kind({
      storeClient: counted,
      storeType: 'pool',
      tableName: table,
      tableCreated: true,
      keyPrefix,
      points,
      duration: 60,
      blockDuration,
    });

  it('lets exactly the limit through when one key is counted 200 times at once, in one statement', async () => {
    const throttle = limiter(BatchedRateLimiterPostgres, 'same');
    statements = 0;
    const results = await Promise.allSettled(Array.from({ length: 200 }, () => throttle.consume('user-1')));
    expect(statements).toBe(1);
    const passed = results.filter(
      (r): r is PromiseFulfilledResult<RateLimiterRes> => r.status === 'fulfilled',
    );
    expect(passed.map((r) => r.value.consumedPoints)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(190);
    expect(refused.every((r) => r.reason instanceof RateLimiterRes)).toBe(true);
    expect(refused.map((r) => (r.reason as RateLimiterRes).consumedPoints).at(-1)).toBe(200);
  });

  it('keeps the whole count when a blocking throttle blocks a key counted 30 times at once', async () => {
    const throttle = limiter(BatchedRateLimiterPostgres, 'blocking', 10, 60);
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => throttle.consume('k')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    // The library blocked the key with the crossing count's total, 11: the row keeps its 30.
    expect((await throttle.get('k'))?.consumedPoints).toBe(30);
    expect((await throttle.get('k'))?.msBeforeNext).toBeGreaterThan(59_000);
    // A block of a key whose count expired starts from the blocked points, as the library's does.
    await throttle.set('k', 25, 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await throttle.block('k', 60);
    expect((await throttle.get('k'))?.consumedPoints).toBe(11);
  });

  it('takes the rows of a statement in key order, so instances counting the same keys cannot deadlock', async () => {
    const throttle = limiter(BatchedRateLimiterPostgres, 'order');
    await Promise.all([throttle.consume('a'), throttle.consume('b')]);
    const holder = await pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM ${table} WHERE key = $1 FOR UPDATE`, ['order:b']);
      // Counted b first, then a, in one statement: it takes a before it waits for b.
      const counting = Promise.all([throttle.consume('b'), throttle.consume('a')]);
      const locked = async () =>
        pool.query(`SELECT 1 FROM ${table} WHERE key = $1 FOR UPDATE NOWAIT`, ['order:a']).then(
          () => false,
          (error: { code?: string }) => error.code === '55P03',
        );
      let aTaken = false;
      for (let tries = 0; tries < 100 && !aTaken; tries++) {
        aTaken = await locked();
        if (!aTaken) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await holder.query('COMMIT');
      expect(aTaken).toBe(true);
      expect((await counting).map((res) => res.consumedPoints)).toEqual([2, 2]);
    } finally {
      holder.release();
    }
  });

  it('reads a key after the counts made before the read, and before those made after it', async () => {
    const throttle = limiter(BatchedRateLimiterPostgres, 'ordered', 100);
    const [, first, , second, third] = await Promise.all([
      throttle.consume('k', 2),
      throttle.get('k'),
      throttle.consume('k', 3),
      throttle.get('k'),
      throttle.reward('k', 1),
    ]);
    expect([first?.consumedPoints, second?.consumedPoints, third.consumedPoints]).toEqual([2, 5, 4]);
  });

  it('sends the counts and reads of one turn, of any throttle, as one statement', async () => {
    const users = limiter(BatchedRateLimiterPostgres, 'users');
    const addresses = limiter(BatchedRateLimiterPostgres, 'addresses', 30);
    await addresses.penalty('203.0.113.9', 3);
    statements = 0;
    const [seen, ...taken] = await Promise.all([
      addresses.get('203.0.113.9'),
      ...Array.from({ length: 30 }, (_, i) => users.consume(`u${i}`)),
    ]);
    expect(statements).toBe(1);
    expect(seen?.consumedPoints).toBe(3);
    expect(taken.every((res) => res.consumedPoints === 1)).toBe(true);
  });

  it('answers as the library itself does, call for call', async () => {
    const script = async (throttle: RateLimiterPostgres) => {
      const answers: unknown[] = [];
      const note = (res: RateLimiterRes | null) =>
        answers.push(res && { consumed: res.consumedPoints, remaining: res.remainingPoints });
      note(await throttle.get('k'));
      for (let i = 0; i < 4; i++) note(await throttle.consume('k', 2));
      note(await throttle.reward('k', 3));
      note(await throttle.penalty('k', 1));
      note(await throttle.get('k'));
      note(await throttle.set('k', 7, 60));
      note(await throttle.consume('k'));
      note(await throttle.consume('k', 2).catch((refusal: RateLimiterRes) => refusal));
      await throttle.delete('k');
      note(await throttle.get('k'));
      return answers;
    };
    const ours = await script(limiter(BatchedRateLimiterPostgres, 'ours'));
    const theirs = await script(limiter(RateLimiterPostgres, 'theirs'));
    expect(ours).toEqual(theirs);
    expect(ours).toHaveLength(12);
  });
});
