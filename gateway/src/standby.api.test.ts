import { type AnyReadModel, accountModels, auditedFields, auditModels } from '@et/contracts';
import {
  comparePositions,
  eventSchemas,
  openStores,
  parsePosition,
  projectionStates,
  readModelLocations,
  type Stores,
  startPosition,
} from '@et/platform';
import { createTestDatabase } from '@et/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type Mailbox, startMailbox } from './testing/mailbox';
import { type Service, startService, stopService, waitForHttp } from './testing/service-process';

const enabled = !!process.env.TEST_DATABASE_URL;
const USERS = 60;

/** What a projections process says of itself in its health answer: it works (leads) or stands by. */
async function roleOf(port: number): Promise<string | undefined> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
    return ((await answer.json()) as { role?: string }).role;
  } catch {
    return undefined; // not up (yet), or killed
  }
}

/** When the projections process on `port` says it is `role`. */
async function whenRole(port: number, role: 'leader' | 'standby', service: Service, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await roleOf(port)) === role) return Date.now();
    if (service.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${service.name} never said it is the ${role}:\n${service.output.join('')}`);
}

/**
 * Two projections processes on one PostgreSQL database: one works, one stands by. The working
 * one is killed (-9) in the middle of a burst of registrations and reset mails; the standby
 * must take over within 5 s, and every read model and mail must come out exactly once.
 */
describe.skipIf(!enabled)('a standby projections process (PostgreSQL)', () => {
  const services: Service[] = [];
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl = '';
  let command = '';
  let mailbox: Mailbox;
  let stores: Stores;
  let env: Record<string, string>;
  let projectionsPorts: number[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    databaseUrl = database.url;
    mailbox = await startMailbox();
    const port = await freePort();
    command = `http://127.0.0.1:${port}`;
    env = {
      DATABASE_URL: database.url,
      SECRET: 'standby-test-secret-0123456789abcdef0123',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'root',
      ADMIN_PASSWORD: 'root-password-1',
      PUBLIC_URL: 'http://localhost:3999',
      COMMAND_PORT: String(port),
      REGISTRATIONS_PER_IP_PER_MINUTE: '100000',
      REGISTRATIONS_PER_IP_PER_HOUR: '100000',
      RESET_REQUESTS_PER_IP: '100000',
    };
    // The second's port is taken when it starts: a port found free now may be another test's by then.
    projectionsPorts = [await freePort()];
    // At info, so a fenced batch shows (see the end of the test).
    const first = startService('projections-1', 'projections/src/main.ts', {
      ...env,
      LOG_LEVEL: 'info',
      PROJECTIONS_PORT: String(projectionsPorts[0]),
    });
    services.push(first, startService('command', 'command-service/src/main.ts', env));
    await whenRole(projectionsPorts[0]!, 'leader', first);
    await waitForHttp(`${command}/api/health`, services[1]!);
    stores = await openStores({ dataDir: 'memory:', databaseUrl }, eventSchemas);
  }, 180_000);

  afterAll(async () => {
    for (const service of services) await stopService(service);
    await stores?.close();
    await mailbox?.stop();
    await drop?.();
  }, 30_000);

  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${command}${path}`, {
      method: path === '/api/website-settings' ? 'PATCH' : 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });

  /** The lowest checkpoint of the live projections. */
  async function projected() {
    const live = await projectionStates.in(stores.documents).find({ status: 'live' });
    return live
      .map((s) => parsePosition(s.checkpoint) ?? startPosition)
      .reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b));
  }

  async function physical(model: AnyReadModel): Promise<string> {
    const location = await readModelLocations.in(stores.documents).get(model.name);
    return location!.physical;
  }

  it('takes over within 5 s after a kill -9, applying every event and sending every mail once', async () => {
    const login = await post('/api/login', { username: 'root', password: 'root-password-1' });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    // The session is read from a read model: right after a login it may still be on its way.
    const smtp = {
      smtpHost: '127.0.0.1',
      smtpPort: String(mailbox.port),
      smtpUser: 'mailer@example.com',
      smtpPass: 'smtp-secret-Pa55word',
      smtpFrom: 'mailer@example.com',
    };
    let settings = await post('/api/website-settings', smtp, cookie);
    for (let tries = 0; settings.status === 401 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      settings = await post('/api/website-settings', smtp, cookie);
    }
    expect(settings.status).toBe(200);

    projectionsPorts.push(await freePort());
    const second = startService('projections-2', 'projections/src/main.ts', {
      ...env,
      LOG_LEVEL: 'info',
      PROJECTIONS_PORT: String(projectionsPorts[1]),
    });
    services.push(second);
    await whenRole(projectionsPorts[1]!, 'standby', second);
    const first = services[0]!;
    const working = whenRole(projectionsPorts[1]!, 'leader', second);
    let caughtUp: Promise<number> | undefined;

    // Ten at a time: register, then ask for a reset mail; kill the working process a third in.
    let killedAt = 0;
    let headAtKill = startPosition;
    const statuses: number[] = [];
    for (let wave = 0; wave < USERS / 10; wave++) {
      if (wave === 2) {
        headAtKill = (await stores.events.headPosition())!;
        first.child.kill('SIGKILL');
        killedAt = Date.now();
        caughtUp = (async () => {
          while (comparePositions(await projected(), headAtKill) < 0 && Date.now() - killedAt < 10_000)
            await new Promise((resolve) => setTimeout(resolve, 20));
          return Date.now();
        })();
      }
      await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const name = `standby${wave * 10 + i}`;
          const email = `${name}@example.com`;
          statuses.push(
            (await post('/api/register', { username: name, email, password: 'standby-pw-1' })).status,
          );
          statuses.push((await post('/api/request-password-reset', { email })).status);
        }),
      );
    }
    expect(statuses.filter((s) => s >= 300)).toEqual([]);

    // The standby took the lock and caught up with what was written before the kill within 5 s.
    const workingAt = await working;
    const caughtUpAt = (await caughtUp)!;
    console.log(
      `standby: lock taken ${workingAt - killedAt} ms after the kill, caught up ${caughtUpAt - killedAt} ms after it`,
    );
    expect(caughtUpAt - killedAt).toBeLessThan(5000);

    // Everything written during the burst is projected, each read model entry once. Readers see
    // events below the server's oldest open transaction only, so wait until all are visible.
    const visible = async () => {
      const all = await stores.events.readAll(startPosition, 100_000);
      return all.filter((e) => e.type === 'PasswordResetRequested').length === USERS ? all : null;
    };
    let events = await visible();
    for (const deadline = Date.now() + 30_000; !events && Date.now() < deadline; events = await visible())
      await new Promise((resolve) => setTimeout(resolve, 50));
    if (!events) throw new Error('not every reset request became readable');
    const head = events.at(-1)!.position;
    while (comparePositions(await projected(), head) < 0)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const users = await stores.documents.collection(await physical(accountModels.users)).count();
    expect(users).toBe(USERS + 1); // and the admin
    const audit = await stores.documents.collection(await physical(auditModels.audit)).count();
    expect(audit).toBe(events.filter((e) => auditedFields(e.type) !== false).length);

    // Every reset mail arrived; a resent one (killed between SMTP and the checkpoint) keeps its Message-ID.
    const deadline = Date.now() + 30_000;
    const ids = () => new Set(mailbox.mails.map(({ raw }) => /^Message-ID: (.+)$/im.exec(raw)?.[1]));
    while (ids().size < USERS && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ids().size, second.output.join('')).toBe(USERS);
    expect(mailbox.mails.length - USERS, 'mails sent twice').toBeLessThanOrEqual(1);
    console.log(`standby: ${mailbox.mails.length} mails for ${USERS} reset requests`);

    // How often audit rows were written again (the server's row statistics, complete once every
    // connection has ended). They also count updates rolled back: a batch the killed process
    // committed while the standby was already applying it, which the checkpoint fence refused.
    for (const service of services) await stopService(service);
    await stores.close();
    const auditTable = `doc_${await (
      async () => {
        stores = await openStores({ dataDir: 'memory:', databaseUrl }, eventSchemas);
        return physical(auditModels.audit);
      }
    )()}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const { rows } = await client.query<{ n_tup_upd: string; n_live_tup: string }>(
        'SELECT n_tup_upd, n_live_tup, n_tup_ins, n_dead_tup, n_tup_hot_upd FROM pg_stat_user_tables WHERE relname = $1',
        [auditTable],
      );
      // Not asserted: now and then one entry counts one update without a refused batch in the
      // log (issue 13's note); the entries are idempotent and their count is checked above.
      const fenced = second.output.join('').includes('was moved by another runner');
      console.log(
        `standby: ${auditTable} rows ${rows[0]?.n_live_tup}, updated ${rows[0]?.n_tup_upd}, fenced batch: ${fenced}`,
      );
    } finally {
      await client.end();
    }
  }, 120_000);
});
