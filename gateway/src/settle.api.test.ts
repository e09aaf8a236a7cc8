import { setTimeout as sleep } from 'node:timers/promises';
import { accountModels } from '@et/contracts';
import { openPostgres } from '@et/platform/testing';
import { describe, expect, it } from 'vitest';
import { uniqueName } from './testing/given';
import { lockReadModel } from './testing/read-models';
import { defaultPassword, type TestApp, useTestApp } from './testing/test-app';

/**
 * Holds every write of the users' read model back for `ms` at a time, `times` times. Its plain reads
 * go on, so a command that answers early reads a user who is not there yet. Resolves once the
 * first lock is held; `done` once the last is released.
 */
async function holdUserWrites(app: TestApp, ms: number, times: number) {
  const locker = await openPostgres(app.running.commands.config.databaseUrl!);
  let locked: () => void;
  const first = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const done = (async () => {
    try {
      for (let round = 0; round < times; round++) {
        await locker.transaction(
          async (tx) => {
            await lockReadModel(tx, accountModels.users, 'EXCLUSIVE');
            locked();
            await sleep(ms);
          },
          { timeoutMs: ms + 5000 },
        );
      }
    } finally {
      await locker.close();
    }
  })();
  await Promise.race([first, done]);
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

    it('answers with the user it registered when the projections stop for longer than 2 s, then go on', async () => {
      // Stopped past the 2 s a command waits for them: it gives up, finds no user, and waits for the
      // projections to pass what is stored instead of saying 404.
      const held = await holdUserWrites(app, 2600, 1);
      const username = uniqueName('stopped');
      const registered = await app.client().post('/api/register', registration(username));
      await held.done;

      expect(registered.status, JSON.stringify(registered.body)).toBe(201);
      expect(registered.body).toMatchObject({ username });
      expect(registered.headers.get('x-projection-pending')).toBe('true');
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
