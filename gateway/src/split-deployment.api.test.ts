import {
  createOwnCluster,
  createTestDatabase,
  type OwnCluster,
  ownClusterUnavailable,
} from '@et/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frequencyFields } from './testing/given';
import { connectLiveUrl } from './testing/live-socket';
import { type Mailbox, startMailbox } from './testing/mailbox';
import { freePort, sleep, until } from './testing/outage-load';
import { type SplitDeployment, startSplitDeployment } from './testing/split-deployment';
import { TestClient } from './testing/test-app';

const enabled = !!process.env.TEST_DATABASE_URL;
// A cluster of the suite's own can be frozen without stalling every other test's database.
const noOwnCluster = ownClusterUnavailable();
if (enabled && noOwnCluster) console.log(`split deployment: the database stall is skipped: ${noOwnCluster}`);
const admin = { username: 'root', password: 'root-password-split-1' };

/** The Message-IDs of the mails received, with how often each came. */
function messageIds(mailbox: Mailbox): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { raw } of mailbox.mails) {
    const id = /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? '';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/**
 * The production shape as `npm run start:split` starts it on PostgreSQL: two projections
 * processes, the command service, two query services, the gateway with TRUST_PROXY (the test
 * clients are the proxy, each claiming its own address). Processes are killed with -9 under
 * load; start:split starts them again, as compose would.
 */
describe.skipIf(!enabled)('the split deployment (start:split, PostgreSQL)', () => {
  let cluster: OwnCluster | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let split: SplitDeployment;
  let mailbox: Mailbox;
  let publicUrl: string;
  let root: TestClient;
  const client = (options: ConstructorParameters<typeof TestClient>[1] = {}) =>
    new TestClient(split.url, { origin: publicUrl, ...options });
  let users: Array<{ client: TestClient; email: string }> = [];
  /** Reset requests answered 200, by e-mail: each must be mailed. */
  const acknowledgedResets: string[] = [];

  const requestReset = async (email: string, ip?: string) => {
    const answer = await client({ ip }).post('/api/request-password-reset', { email });
    if (answer.status === 200 || answer.headers.get('x-event-position')) acknowledgedResets.push(email);
    return answer.status;
  };

  beforeAll(async () => {
    let databaseUrl: string;
    if (noOwnCluster) {
      const database = await createTestDatabase();
      dropDatabase = database.drop;
      databaseUrl = database.url;
    } else {
      cluster = await createOwnCluster();
      databaseUrl = cluster.url();
    }
    mailbox = await startMailbox();
    const port = await freePort();
    publicUrl = `http://localhost:${port}`;
    split = await startSplitDeployment({
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: 'true',
      SECRET: 'split-deployment-test-secret-0123456789abcdef',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'info',
      DATA_DIR: 'memory:',
    });
    root = client();
    await until(
      async () => (await root.post('/api/login', admin)).status === 200 || undefined,
      20_000,
      'login',
    );
    const smtp = await root.patch('/api/website-settings', {
      smtpHost: '127.0.0.1',
      smtpPort: String(mailbox.port),
      smtpUser: 'mailer@example.com',
      smtpPass: 'smtp-secret-Pa55word',
      smtpFrom: 'mailer@example.com',
    });
    expect(smtp.status).toBe(200);
    users = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const user = client();
        const username = `split${i}`;
        await user.register(username);
        return { client: user, email: `${username}@example.com` };
      }),
    );
  }, 240_000);

  afterAll(async () => {
    await split?.stop();
    await mailbox?.stop();
    await cluster?.drop();
    await dropDatabase?.();
  }, 60_000);

  it('counts every throttle per client through the gateway, and the services log the client', async () => {
    // 15 addresses asking once each: none is throttled (the whole site was one address before).
    const spread = await Promise.all(
      users.slice(0, 15).map((user, i) => requestReset(user.email, `198.51.100.${i + 1}`)),
    );
    expect(spread).toEqual(Array(15).fill(200));
    // One address asking for eleven people: the eleventh waits (RESET_REQUESTS_PER_IP is 10).
    const one: number[] = [];
    for (const user of users.slice(15, 26)) one.push(await requestReset(user.email, '203.0.113.50'));
    expect(one.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(one[10]).toBe(429);
    expect(split.output()).toMatch(/\[command\] .*"remoteAddress":"203\.0\.113\.50"/);
  });

  it('counts a handover code looked at (query services) and accepted (command service) in one budget', async () => {
    const guesser = client();
    await guesser.register('splitguesser');
    const guesses = Array.from({ length: 10 }, (_, i) => `ACDEFGH${'ACDEFGHJKM'[i]}`);
    // Five looks, spread over both query services by the gateway, and five accepts: ten failures.
    for (const code of guesses.slice(0, 5))
      expect((await guesser.get(`/api/handovers/${code}`)).status).toBe(409);
    for (const code of guesses.slice(5))
      expect((await guesser.post(`/api/handovers/${code}/accept`)).status).toBe(409);
    for (let look = 0; look < 2; look++)
      expect((await guesser.get('/api/handovers/ACDEFGJA')).status).toBe(429);
    expect((await guesser.post('/api/handovers/ACDEFGJA/accept')).status).toBe(429);
  });

  it('lets a login from PUBLIC_URL, and from the address the browser used, through; not from a foreign site', async () => {
    expect((await client({ origin: publicUrl }).post('/api/login', admin)).status).toBe(200);
    expect((await client({ origin: split.url }).post('/api/login', admin)).status).toBe(200);
    expect((await client({ origin: 'https://evil.example' }).post('/api/login', admin)).status).toBe(403);
  });

  it('loses no GET when a query service is killed under load', async () => {
    const statuses: number[] = [];
    let running = true;
    const readers = users.slice(0, 8).map(async ({ client: reader }) => {
      while (running) {
        for (const path of ['/api/user', '/api/frequencies', '/api/energy-tokens'])
          statuses.push((await reader.get(path)).status);
      }
    });
    await sleep(1000);
    const killed = split.kill('query-1');
    await sleep(3000);
    running = false;
    await Promise.all(readers);
    expect(statuses.length).toBeGreaterThan(100);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    await split.healthy('query-1', killed.pid);
  });

  it('keeps /ws delivering when the leading projections process is killed', async () => {
    const socket = connectLiveUrl(
      `${split.url.replace('http', 'ws')}/ws`,
      users[0]!.client.cookie,
      publicUrl,
    );
    await socket.opened;
    const leader = await split.leader();
    const killed = split.kill(leader);
    const since = socket.messages.length;
    const created = await root.post('/api/frequencies', frequencyFields);
    expect(created.status).toBe(201);
    await socket.next('FREQUENCIES_CHANGED', { since, timeoutMs: 15_000 });
    socket.socket.close();
    expect(await split.leader()).not.toBe(leader);
    await split.healthy(leader, killed.pid);
  });

  it('sends the pending and the new mails within 30 s when the process sending them is killed', async () => {
    const before = users.slice(26, 33);
    const after = users.slice(33, 40);
    expect(await Promise.all(before.map((user) => requestReset(user.email)))).toEqual(Array(7).fill(200));
    const leader = await split.leader();
    const killed = split.kill(leader);
    expect(await Promise.all(after.map((user) => requestReset(user.email)))).toEqual(Array(7).fill(200));
    const killedAt = Date.now();
    const wanted = [...before, ...after].map((user) => user.email);
    await until(
      async () =>
        wanted.every((email) => mailbox.mails.some((mail) => mail.to === email)) ? true : undefined,
      30_000,
      'every reset mail after the kill',
    );
    console.log(`split: the reset mails arrived ${Date.now() - killedAt} ms after the kill`);
    await split.healthy(leader, killed.pid);
  });

  it.skipIf(!!noOwnCluster)(
    'resumes mail within 30 s after a 7 s database stall, sending nothing twice and losing nothing acknowledged',
    async () => {
      const stallUsers = Array.from({ length: 12 }, (_, i) => ({ email: `stall${i}@example.com`, i }));
      const registered = await Promise.all(
        stallUsers.map(async ({ email, i }) => {
          await client().register(`stall${i}`, undefined, email);
          return email;
        }),
      );
      const mailed = (email: string) => mailbox.mails.some((mail) => mail.to === email);
      // Some before, some during the stall (503 there, nothing stored), some after.
      for (const email of registered.slice(0, 4)) expect(await requestReset(email)).toBe(200);
      await cluster!.freeze();
      const during = Promise.all(registered.slice(4, 8).map((email) => requestReset(email)));
      await sleep(7000);
      cluster!.thaw();
      const thawedAt = Date.now();
      await during;
      await until(
        async () => ((await client().get('/api/health')).status === 200 ? true : undefined),
        30_000,
        'health again',
      );
      for (const email of registered.slice(8)) expect(await requestReset(email)).toBe(200);
      await until(
        async () => (acknowledgedResets.every(mailed) ? true : undefined),
        30_000,
        'every acknowledged reset mailed after the stall',
      );
      console.log(`split: mail resumed; all sent ${Date.now() - thawedAt} ms after the stall ended`);
      // Nothing twice: no Message-ID arrived more than once.
      await sleep(3000);
      expect([...messageIds(mailbox)].filter(([, count]) => count > 1)).toEqual([]);
    },
    120_000,
  );

  it('lost nothing acknowledged: every registered user is there, every acknowledged reset was mailed', async () => {
    const listed = await root.get('/api/users?pageSize=100');
    expect(listed.status).toBe(200);
    const names = new Set((listed.body.items as Array<{ username: string }>).map((user) => user.username));
    for (let i = 0; i < users.length; i++) expect(names.has(`split${i}`)).toBe(true);
    const missing = acknowledgedResets.filter((email) => !mailbox.mails.some((mail) => mail.to === email));
    expect(missing).toEqual([]);
  });
});
