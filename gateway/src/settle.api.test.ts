import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { uniqueName } from './testing/given';
import { defaultPassword, type TestApp, useTestApp } from './testing/test-app';

/**
 * Holds every write of the users' read model back for `ms` at a time, `times` times: plain reads
 * go on (EXCLUSIVE, not ACCESS EXCLUSIVE), so a command that answers early reads a user that is
 * not there yet. Resolves once the first lock is held; `done` once the last is released.
 */
async function holdUserWrites(app: TestApp, ms: number, times: number) {
  const locker = new pg.Client({ connectionString: app.running.commands.config.databaseUrl });
  await locker.connect();
  const { rows } = await locker.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE tablename LIKE 'doc\\_users\\_g%' AND schemaname = current_schema()`,
  );
  if (rows.length === 0) throw new Error('no users table');
  const lock = async () => {
    await locker.query('BEGIN');
    for (const { name } of rows) await locker.query(`LOCK TABLE ${name} IN EXCLUSIVE MODE`);
  };
  await lock();
  const done = (async () => {
    try {
      for (let round = 1; round <= times; round++) {
        await sleep(ms);
        await locker.query('COMMIT');
        if (round < times) await lock();
      }
    } finally {
      await locker.end();
    }
  })();
  return { done };
}

const registration = (username: string) => ({
  username,
  email: `${username}@example.com`,
  password: defaultPassword,
});

/**
 * Read-your-writes when the projections are late: a command waits while they move (its answer is
 * read from the read models) and answers at once, saying so, when they have stopped.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a command while the projections are late (PostgreSQL)',
  () => {
    const app = useTestApp('postgres');

    it('answers with the user it registered when the projections take longer than 2 s but move', async () => {
      // The first registration's batch waits for the first lock, the second's for the next one:
      // the projections move after 1.4 s, and pass the second registration only after 2.8 s.
      const held = await holdUserWrites(app, 1400, 2);
      const first = app.client().post('/api/register', registration(uniqueName('early')));
      await sleep(300);
      const username = uniqueName('late');
      const started = performance.now();
      const second = await app.client().post('/api/register', registration(username));
      const ms = performance.now() - started;
      await held.done;

      expect(second.status, JSON.stringify(second.body)).toBe(201);
      expect(second.body).toMatchObject({ username, isAdmin: false });
      expect(second.headers.get('x-projection-pending')).toBeNull();
      expect(ms, 'the projections were later than the 2 s a command waits for them at least').toBeGreaterThan(
        2000,
      );
      expect((await first).status).toBe(201);
    }, 30_000);

    it('answers within about 2 s, marked pending, when the projections do not move', async () => {
      const client = app.client();
      await client.register({ username: uniqueName('stalled') });
      const held = await holdUserWrites(app, 4000, 1);
      const started = performance.now();
      const answer = await client.patch('/api/user/language', { language: 'en' });
      const ms = performance.now() - started;
      await held.done;

      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.headers.get('x-projection-pending')).toBe('true');
      expect(ms).toBeGreaterThanOrEqual(1900);
      expect(ms).toBeLessThan(3500);
    }, 30_000);
  },
);
