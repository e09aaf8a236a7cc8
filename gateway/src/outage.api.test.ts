import { createOwnCluster, type OwnCluster, ownClusterUnavailable } from '@et/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLiveUrl, type LiveSocket } from './testing/live-socket';
import { expectAnsweredInTimeWith503, freePort, Load, sleep, until } from './testing/outage-load';
import { type Service, startService, stopService } from './testing/service-process';
import { TestClient } from './testing/test-app';

const enabled = !!process.env.TEST_DATABASE_URL;
const missing = ownClusterUnavailable();
if (enabled && missing) console.log(`database outage test skipped: ${missing}`);

const OUTAGE_MS = 15_000;
const FREEZE_MS = 8000;
const admin = { username: 'root', password: 'root-password-outage-1' };

describe.skipIf(!enabled || missing)(
  'the database goes away and comes back (own cluster, app as a process)',
  () => {
    let cluster: OwnCluster;
    let app: Service;
    let neverUp: Service;
    let neverUpPort: number;
    let base: string;
    let events: pg.Pool;
    let live: LiveSocket;
    const writers: TestClient[] = [];
    let reader: TestClient;

    const health = async () => {
      const response = await fetch(`${base}/api/health`);
      return {
        status: response.status,
        body: (await response.json()) as { projections?: { caughtUp: boolean } },
      };
    };
    const healthy = () =>
      until(
        async () => {
          const answer = await health();
          return answer.status === 200 && answer.body.projections?.caughtUp ? answer : undefined;
        },
        20_000,
        'health 200 and projections caught up',
      );
    const storedCodes = async () =>
      new Set(
        (
          await events.query<{ code: string }>(
            "SELECT data->>'code' AS code FROM events WHERE type = 'CodeCreated'",
          )
        ).rows.map((row) => row.code),
      );
    const listedCodes = async () => {
      const codes = new Set<string>();
      for (let page = 1; ; page++) {
        const answer = await reader.get(`/api/codes?pageSize=200&page=${page}`);
        expect(answer.status).toBe(200);
        for (const item of answer.body.items as Array<{ code: string }>) codes.add(item.code);
        if (page * 200 >= answer.body.total) return codes;
      }
    };
    /** Every write answered 2xx, or 503 after storing, is in the event store and the read models; no other is. */
    const expectNothingAcknowledgedLost = async (load: Load) => {
      const stored = await storedCodes();
      const listed = await listedCodes();
      const writes = load.answers.filter((answer) => answer.what === 'write');
      const acknowledged = writes.filter((w) => w.status === 201 || w.eventPosition).map((w) => w.code!);
      const refused = writes.filter((w) => w.status === 503 && !w.eventPosition).map((w) => w.code!);
      expect(
        acknowledged.filter((code) => !stored.has(code)),
        'acknowledged but not stored',
      ).toEqual([]);
      expect(
        acknowledged.filter((code) => !listed.has(code)),
        'acknowledged but not listed',
      ).toEqual([]);
      expect(
        refused.filter((code) => stored.has(code)),
        'refused but stored',
      ).toEqual([]);
      return { acknowledged: acknowledged.length, refused: refused.length };
    };

    beforeAll(async () => {
      cluster = await createOwnCluster();
      await cluster.stop(); // the app starts while its database is down
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      const env = {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: cluster.url(),
        SECRET: 'outage-test-secret-0123456789abcdef-0123',
        LOG_LEVEL: 'warn',
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        PUBLIC_URL: base,
        TRUST_PROXY: 'true',
      };
      app = startService('app', 'gateway/src/main.ts', env);
      // Meanwhile: one that never finds its database gives up after DATABASE_WAIT_MS.
      neverUpPort = await freePort();
      neverUp = startService('never-up', 'gateway/src/main.ts', {
        ...env,
        PORT: String(await freePort()),
        DATABASE_URL: `postgres://postgres@127.0.0.1:${neverUpPort}/postgres`,
        DATABASE_WAIT_MS: '2000',
      });
    }, 30_000);

    afterAll(async () => {
      live?.socket.close();
      await events?.end();
      if (app) await stopService(app);
      if (neverUp) await stopService(neverUp);
      await cluster?.drop();
    }, 30_000);

    it('starts while the database is down: waits with a log line, comes up when the database does', async () => {
      const waiting = `waiting for the database at 127.0.0.1:${cluster.port} …`;
      await until(async () => (app.output.join('').includes(waiting) ? true : undefined), 30_000, waiting);
      expect(app.child.exitCode).toBeNull();
      await cluster.start();
      await healthy();
      events = new pg.Pool({ connectionString: cluster.url(), max: 2 });
      events.on('error', () => {
        // Its idle connections break in the outages below; it reconnects when asked.
      });
      for (const language of ['de', 'en'] as const) {
        const writer = new TestClient(base, { language });
        await writer.login(admin.username, admin.password);
        writers.push(writer);
      }
      reader = new TestClient(base);
      await reader.login(admin.username, admin.password);
      live = connectLiveUrl(`${base.replace('http', 'ws')}/ws`, reader.cookie, base);
      await live.opened;
    }, 60_000);

    it('gives up with a clear message when the database never answers', async () => {
      const [code] = await until(
        async () => (neverUp.child.exitCode === null ? undefined : [neverUp.child.exitCode]),
        30_000,
        'the app without a database to exit',
      );
      const output = neverUp.output.join('');
      expect(code).toBe(1);
      expect(output).toContain(`waiting for the database at 127.0.0.1:${neverUpPort} …`);
      expect(output).toContain(`The database at 127.0.0.1:${neverUpPort} did not answer within 2 s`);
    }, 30_000);

    it('a 15 s stop under load: 503 in the user’s language within 3 s, alive, recovers by itself, loses nothing', async () => {
      const load = new Load(writers, reader, new TestClient(base));
      load.start();
      await sleep(2000);
      await cluster.stop();
      const down = Date.now();
      await sleep(OUTAGE_MS);
      const restoring = Date.now();
      await cluster.start();
      await healthy();
      const recoveredMs = Date.now() - restoring;
      await sleep(1500);
      await load.stop();

      expect(app.child.exitCode).toBeNull();
      expectAnsweredInTimeWith503(load.sentBetween(down, restoring));
      expect(load.answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
      const after = load.answers.filter((answer) => answer.what === 'write' && answer.started > restoring);
      expect(after.some((answer) => answer.status === 201)).toBe(true);
      const { acknowledged, refused } = await expectNothingAcknowledgedLost(load);
      console.log(
        `stop: ${load.answers.length} requests, ${acknowledged} codes acknowledged, ${refused} refused; ` +
          `healthy and caught up ${recoveredMs} ms after the restart began`,
      );

      // /ws opened before the outage still pushes.
      const since = live.messages.length;
      expect((await writers[0]!.post('/api/codes/manual', { code: '999001' })).status).toBe(201);
      await live.next('CODE_CREATED', { since, timeoutMs: 3000 });
    }, 60_000);

    it('a frozen database: 503 within 3 s, alive, recovers after the thaw, loses nothing', async () => {
      const load = new Load(writers, reader, new TestClient(base));
      load.start();
      await sleep(1500);
      await cluster.freeze();
      const down = Date.now();
      let thawing = Date.now();
      try {
        await sleep(FREEZE_MS);
      } finally {
        thawing = Date.now();
        cluster.thaw();
      }
      await healthy();
      const recoveredMs = Date.now() - thawing;
      await sleep(1500);
      await load.stop();

      expect(app.child.exitCode).toBeNull();
      expectAnsweredInTimeWith503(load.sentBetween(down, thawing));
      expect(load.answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
      const { acknowledged, refused } = await expectNothingAcknowledgedLost(load);
      console.log(
        `freeze: ${load.answers.length} requests, ${acknowledged} codes acknowledged, ${refused} refused; ` +
          `healthy and caught up ${recoveredMs} ms after the thaw`,
      );
      expect(app.output.join('')).not.toMatch(/Unhandled|uncaught/i);
    }, 60_000);
  },
);
