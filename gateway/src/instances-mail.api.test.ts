import {
  createOwnCluster,
  createTestDatabase,
  type OwnCluster,
  ownClusterUnavailable,
} from '@et/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from './testing/mailbox';
import { freePort, sleep, until } from './testing/outage-load';
import { type Service, startService, stopService, waitForHttp } from './testing/service-process';
import { TestClient } from './testing/test-app';

const enabled = !!process.env.TEST_DATABASE_URL;
const noOwnCluster = ownClusterUnavailable();
const admin = { username: 'root', password: 'root-password-instances-1' };

/**
 * Two instances of the app (`npm start`) on one PostgreSQL database, SMTP configured: mail goes
 * on when the instance that sends it is killed, and after the database stalls for 7 s, each
 * mail once. (Before, the second instance's mail reactor stopped for good at its start, and a
 * stall stopped the first one's until a restart.)
 */
describe.skipIf(!enabled)('mail with two instances on one database (PostgreSQL)', () => {
  let cluster: OwnCluster | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let mailbox: Mailbox;
  let first: Service;
  let second: Service;
  let base = '';
  let count = 0;

  const mailed = (email: string) => mailbox.mails.some((mail) => mail.to === email);
  /** Registers someone through the second instance and asks for their reset link; the e-mail. */
  async function resetThroughSecond(): Promise<string> {
    const username = `inst${count++}`;
    const client = new TestClient(base);
    await client.register(username);
    expect(
      (await client.post('/api/request-password-reset', { email: `${username}@example.com` })).status,
    ).toBe(200);
    return `${username}@example.com`;
  }

  beforeAll(async () => {
    let url: string;
    if (noOwnCluster) {
      const database = await createTestDatabase();
      dropDatabase = database.drop;
      url = database.url;
    } else {
      cluster = await createOwnCluster();
      url = cluster.url();
    }
    mailbox = await startMailbox();
    const env = {
      DATABASE_URL: url,
      SECRET: 'instances-test-secret-0123456789abcdef0123',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      TRUST_PROXY: 'true',
      DATA_DIR: 'memory:',
    };
    const [portA, portB] = [await freePort(), await freePort()];
    base = `http://127.0.0.1:${portB}`;
    first = startService('first', 'gateway/src/main.ts', { ...env, PORT: String(portA), PUBLIC_URL: base });
    await waitForHttp(`http://127.0.0.1:${portA}/api/health`, first);
    // The second starts while the first leads: it stands by.
    second = startService('second', 'gateway/src/main.ts', { ...env, PORT: String(portB), PUBLIC_URL: base });
    await waitForHttp(`${base}/api/health`, second);
    const root = new TestClient(base);
    await root.login(admin.username, admin.password);
    const smtp = await root.patch('/api/website-settings', {
      smtpHost: '127.0.0.1',
      smtpPort: String(mailbox.port),
      smtpUser: 'mailer@example.com',
      smtpPass: 'smtp-secret-Pa55word',
      smtpFrom: 'mailer@example.com',
    });
    expect(smtp.status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    for (const service of [first, second]) if (service) await stopService(service);
    await mailbox?.stop();
    await cluster?.drop();
    await dropDatabase?.();
  }, 60_000);

  it('sends the mails asked for through the second instance while the first leads', async () => {
    const email = await resetThroughSecond();
    await until(async () => mailed(email) || undefined, 15_000, 'the reset mail');
  });

  it('lets the second instance take the mail over within 30 s when the first is killed', async () => {
    // The leader stores its checkpoint just after the SMTP server took the last mail. A kill in
    // between sends that mail again (at least once after a crash, same Message-ID: the reactor
    // promises no more), and the stall case below counts every mail of this file.
    await sleep(1000);
    first.child.kill('SIGKILL');
    const killedAt = Date.now();
    const emails = [await resetThroughSecond(), await resetThroughSecond()];
    await until(async () => emails.every(mailed) || undefined, 30_000, 'the reset mails after the kill');
    console.log(`instances: mail sent by the survivor ${Date.now() - killedAt} ms after the kill`);
  });

  it.skipIf(!!noOwnCluster)(
    'sends again within 30 s after the database stalls for 7 s, each mail once',
    async () => {
      await cluster!.freeze();
      await sleep(7000);
      cluster!.thaw();
      const thawedAt = Date.now();
      await until(
        async () => ((await fetch(`${base}/api/health`)).status === 200 ? true : undefined),
        30_000,
        'health again',
      );
      const email = await resetThroughSecond();
      await until(async () => mailed(email) || undefined, 30_000, 'the reset mail after the stall');
      console.log(`instances: mail sent ${Date.now() - thawedAt} ms after the stall`);
      await sleep(2000);
      const ids = mailbox.mails.map(({ raw }) => /^Message-ID: (.+)$/im.exec(raw)?.[1]);
      expect(ids.length).toBe(new Set(ids).size);
      expect(ids.length).toBe(count);
    },
    90_000,
  );
});
