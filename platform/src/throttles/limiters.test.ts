import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, openPostgres, type TestDatabase, testDatabaseUrl } from '../testing';
import { openThrottleStore, type ThrottleStore } from '../throttle-store';
import { openThrottles } from './limiters';
import { beginRedemption, redemptionLimits } from './redemptions';

const limits = { guesses: { points: 2, seconds: 60 } };

describe('named throttles', () => {
  it('are one count per name on one memory store, wherever they are opened', async () => {
    const store: ThrottleStore = { kind: 'memory' };
    const commands = openThrottles(limits, store);
    const queries = openThrottles(limits, store);
    expect(queries.guesses).toBe(commands.guesses);
    await commands.guesses.consume('user:1');
    await queries.guesses.consume('user:1');
    await expect(commands.guesses.consume('user:1')).rejects.toMatchObject({ remainingPoints: 0 });
    // Another store (another embedded app in the same process) counts on its own.
    await openThrottles(limits, { kind: 'memory' }).guesses.consume('user:1');
  });

  it('refuse a name opened with another limit', () => {
    const store: ThrottleStore = { kind: 'memory' };
    openThrottles(limits, store);
    expect(() => openThrottles({ guesses: { points: 3, seconds: 60 } }, store)).toThrow(/two limits/);
  });

  it('give a guessing service the redemption limits its settings name', async () => {
    const env = { REDEEM_FAILURES_PER_USER: '2', REDEEM_FAILURES_PER_IP: '5' };
    const throttles = openThrottles(redemptionLimits({ env }), { kind: 'memory' });
    for (let i = 0; i < 2; i++) await (await beginRedemption(throttles, '203.0.113.9', 7)).failed();
    await expect(beginRedemption(throttles, '203.0.113.9', 7)).rejects.toMatchObject({ statusCode: 429 });
    expect(() => redemptionLimits({ env: { REDEEM_FAILURES_PER_USER: '0' } })).toThrow(/REDEEM/);
  });
});

describe.runIf(testDatabaseUrl)('named throttles on PostgreSQL', () => {
  let database: TestDatabase;
  const closers: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await database?.drop();
  });

  it('share one count between instances (two pools, one table)', async () => {
    const stores = await Promise.all(
      [0, 1].map(async () => {
        const sql = await openPostgres(database.url);
        closers.push(() => sql.close());
        return openThrottleStore(sql);
      }),
    );
    const [one, two] = stores.map((store) => openThrottles(limits, store));
    await one!.guesses.consume('user:1');
    await two!.guesses.consume('user:1');
    await expect(one!.guesses.consume('user:1')).rejects.toMatchObject({ remainingPoints: 0 });
  });
});
