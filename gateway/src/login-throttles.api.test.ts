import { commandContext, registerCommandService } from '@et/command-service';
import { streams } from '@et/contracts';
import { createHttpApp, loadConfig, openServiceStores, resetTokenFor } from '@et/platform';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '@et/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from './testing/given';
import {
  type StoreKind,
  startTestApp,
  storeKinds,
  type TestApp,
  TestClient,
  testSecret,
  useTestApp,
  waitForEvent,
} from './testing/test-app';
import { expectThrottled, guessesFromElsewhere, right, tally, wrong } from './testing/throttling';

describe.each(storeKinds)('login throttles on %s', (kind: StoreKind) => {
  const app = useTestApp(kind);
  /** Short limits, so waiting them out fits in a test. */
  const tuned = useTestApp(kind, { env: { LOGIN_ACCOUNT_WINDOW_SECONDS: '2', LOGIN_FAILURES_PER_IP: '20' } });

  describe('login', () => {
    it('checks at most 10 of 60 simultaneous guesses from one address; the right one among them gets 429', async () => {
      const name = (await app.given.user()).user.username;
      const attacker = app.client({ language: 'en' });
      // Separate cookie jars, one address: the right password is the 50th.
      const clients = Array.from({ length: 60 }, () => app.client({ ip: attacker.ip, language: 'en' }));
      const answers = await Promise.all(
        clients.map((client, i) => client.post('/api/login', i === 49 ? right(name) : wrong(name))),
      );
      const counts = tally(answers);
      expect(counts[401]).toBeGreaterThan(0);
      expect(counts[401]).toBeLessThanOrEqual(10);
      expect(counts[429]).toBe(60 - counts[401]!);
      for (const answer of answers.filter((a) => a.status === 429)) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(answer.body.message).toMatch(/Please try again in \d+ minutes/);
      }
      expect(answers[49]!.status).toBe(429);
      expect(await clients[49]!.me()).toBeNull();
      // That address now waits 15 minutes, right password or not.
      const again = await attacker.post('/api/login', right(name));
      expectThrottled(again, 15 * 60);
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(60);
    });

    it('lets the attacked owner in at once after a password reset', async () => {
      const owner = await app.given.user();
      const { id, username: name } = owner.user;
      await owner.logout();
      expect(tally(await guessesFromElsewhere(app, name, 12))).toEqual({ 401: 10, 429: 2 });

      expect((await owner.post('/api/request-password-reset', { email: `${name}@example.com` })).status).toBe(
        200,
      );
      const requested = await waitForEvent(app, streams.user(id), 'PasswordResetRequested');
      const token = resetTokenFor(testSecret, (requested.data as { requestId: string }).requestId);
      expect((await owner.post('/api/reset-password', { token, password: 'new-password-2' })).status).toBe(
        200,
      );
      await owner.login(name, 'new-password-2');
    });

    it('slows the owner down for at most a minute while other addresses guess', async () => {
      const name = (await app.given.user()).user.username;
      await guessesFromElsewhere(app, name, 12);
      const owner = app.client({ language: 'en' });
      expectThrottled(await owner.post('/api/login', right(name)), 60);
    });

    it('lets the owner in at once on an address they used before, while other addresses guess', async () => {
      const home = await app.given.user();
      const name = home.user.username;
      await home.logout();
      const travelling = app.client();
      await travelling.login(name);
      await travelling.logout();
      expect(tally(await guessesFromElsewhere(app, name, 12))).toEqual({ 401: 10, 429: 2 });
      // Where the account registered and where it logged in: known, so no slow-down.
      await home.login(name);
      await travelling.login(name);
      // A new address shares the account's budget with the strangers: a short wait.
      expectThrottled(await app.client().post('/api/login', right(name)), 60);
    });

    it('lets the owner in after the short wait while the guessing address stays blocked', async () => {
      const name = (await tuned.given.user()).user.username;
      const attacker = tuned.client();
      for (let i = 0; i < 11; i++) await attacker.post('/api/login', wrong(name));
      await guessesFromElsewhere(tuned, name, 12);
      const owner = tuned.client();
      const first = await owner.post('/api/login', right(name));
      if (first.status !== 200) {
        expectThrottled(first, 2);
        await new Promise((resolve) => setTimeout(resolve, Number(first.headers.get('retry-after')) * 1000));
        await owner.login(name);
      }
      expect(await owner.me()).toMatchObject({ username: name });
      expectThrottled(await attacker.post('/api/login', right(name)), 15 * 60);
    });

    it('counts an account once whether its name or its e-mail was typed', async () => {
      const name = (await app.given.user()).user.username;
      for (let i = 0; i < 10; i++) {
        const login = i % 2 === 0 ? name : `${name.toUpperCase()}@example.com`;
        expect((await app.client().post('/api/login', wrong(login))).status).toBe(401);
      }
      const eleventh = await app.client().post('/api/login', wrong(`${name}@example.com`));
      expectThrottled(eleventh, 60);
      expect(eleventh.body.message).toMatch(/Bitte versuchen Sie es in \d+ Minuten erneut/);
    });

    it('limits failed logins per address per day across accounts; other addresses are not affected', async () => {
      const victim = (await tuned.given.user()).user.username;
      const attacker = tuned.client();
      // Counted after each failure (people behind one address log in at the same moment).
      const answers = [];
      for (let i = 0; i < 25; i++)
        answers.push(await attacker.post('/api/login', wrong(`guess${i}-${victim}`)));
      expect(tally(answers)).toEqual({ 401: 20, 429: 5 });
      expectThrottled(await attacker.post('/api/login', right(victim)), 24 * 3600);
      await tuned.client().login(victim);
      // Someone at home behind the same address (a carrier's NAT) still gets in.
      const neighbour = (await tuned.given.user()).user.username;
      const home = tuned.client({ ip: attacker.ip });
      expectThrottled(await home.post('/api/login', right(neighbour)), 24 * 3600);
      const registeredThere = uniqueName('athome');
      await home.register(registeredThere);
      await home.logout();
      await home.login(registeredThere);
    });

    it('lets more people log in at once from one new address than its daily failure budget', async () => {
      const people = await Promise.all(Array.from({ length: 30 }, () => tuned.given.user()));
      const names = people.map((person) => person.user.username);
      const shared = '203.0.113.99';
      const answers = await Promise.all(
        names.map((name) => tuned.client({ ip: shared }).post('/api/login', right(name))),
      );
      expect(tally(answers)).toEqual({ 200: 30 });
    });

    it('clears the consecutive count on a right password', async () => {
      const name = (await tuned.given.user()).user.username;
      const owner = tuned.client();
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 6; i++) expect((await owner.post('/api/login', wrong(name))).status).toBe(401);
        await owner.login(name);
        // Past the account-wide window, so only the consecutive count could refuse.
        await new Promise((resolve) => setTimeout(resolve, 2100));
      }
    });
  });
});

/** A second command-service instance, as its own process would run it, on the same database. */
async function startCommandInstance(databaseUrl: string) {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    SECRET: testSecret,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
  });
  const { stores, readModels, progress } = await openServiceStores(config);
  const app = await createHttpApp(config);
  await registerCommandService(app, commandContext(config, stores, readModels, progress, app.log));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await app.close();
      await progress.stop();
      await readModels.stop();
      await stores.close();
    },
  };
}

describe.skipIf(!testDatabaseUrl)('throttles shared by two command-service instances on PostgreSQL', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: Awaited<ReturnType<typeof startCommandInstance>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    // The embedded app on that database (its projections serve both), then a command instance.
    first = await startTestApp({ env: { DATABASE_URL: database.url } });
    second = await startCommandInstance(database.url);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.drop();
  });

  it('checks at most 10 of 30 simultaneous guesses from one address spread over both', async () => {
    const name = (await first.given.user()).user.username;
    const ip = '198.51.100.9';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        new TestClient(i % 2 === 0 ? first.url : second.url, { ip }).post('/api/login', wrong(name)),
      ),
    );
    const counts = tally(answers);
    expect(counts[401]).toBeLessThanOrEqual(10);
    expect(counts[429]).toBe(30 - (counts[401] ?? 0));
    // Both instances refuse that address now; a right password on the other one changes nothing.
    expect((await new TestClient(second.url, { ip }).post('/api/login', right(name))).status).toBe(429);
    expect((await new TestClient(first.url, { ip }).post('/api/login', right(name))).status).toBe(429);
  });
});
