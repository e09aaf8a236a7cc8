import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '@et/platform/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { givenFor } from './testing/given';
import { images, uploadImage } from './testing/images';
import { freePort } from './testing/mailbox';
import { type Service, startService, stopService, waitForHttp } from './testing/service-process';
import { TestClient } from './testing/test-client';

/**
 * README "Backup and restore", run as it stands: the app as its own process makes data, the
 * README's commands back it up, the data is wiped and restored, and the app started again gives
 * the same answers to the sessions made before the backup.
 */

const root = path.resolve(import.meta.dirname, '../..');
const admin = { username: 'root', password: 'root-password-42' };

/** The README block of section "Backup and restore" whose first line is `# <label>…`. */
function readmeCommands(label: string): string {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Backup and restore\n'));
  const blocks = [...(section ?? '').matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
  const block = blocks.find((text) => text.startsWith(`# ${label}`));
  if (!block) throw new Error(`README "Backup and restore" has no sh block starting "# ${label}"`);
  return block;
}

/** Runs a README block with bash, stopping at its first failing command. */
async function runReadme(label: string, env: Record<string, string>): Promise<void> {
  await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', readmeCommands(label)], {
    cwd: root,
    env: { ...process.env, ...env },
  });
}

interface App {
  url: string;
  service: Service;
}

/** Stopped after each test, whatever happened. */
const running = new Set<App>();
/** Removed after each test: directories, databases. */
const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const app of running) await stopApp(app);
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}, 60_000);

/** `npm start`'s process on a free port with `env` over the defaults, once it answers. */
async function startApp(env: Record<string, string>): Promise<App> {
  const port = await freePort();
  const service = startService('app', 'gateway/src/main.ts', {
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    // Empty is unset: nothing from the developer's own environment picks the stores.
    DATABASE_URL: '',
    EVENTSTORE_URL: '',
    MONGODB_URL: '',
    SECRET: '',
    ...env,
  });
  const app = { url: `http://127.0.0.1:${port}`, service };
  running.add(app);
  await waitForHttp(`${app.url}/api/health`, service);
  return app;
}

/** SIGTERM, as an operator stops it before a backup. */
async function stopApp(app: App): Promise<void> {
  await stopService(app.service);
  running.delete(app);
}

interface Made {
  /** The session cookies of a user and of the admin, as their browsers hold them. */
  cookies: { user: string; admin: string };
  imageUrl: string;
}

/** Data of every kind a backup must keep: an account, a frequency, codes, a token, an image, sessions. */
async function makeData(app: App): Promise<Made> {
  const given = givenFor((options) => new TestClient(app.url, options), admin);
  const user = await given.user();
  await given.token(user, { name: 'Before the backup' });
  await given.code(); // one unused as well
  const adminClient = await given.admin();
  const upload = await uploadImage(adminClient, {
    bytes: await images.png(40, 30),
    filename: 'backup.png',
    type: 'image/png',
  });
  expect(upload.status).toBe(201);
  return { cookies: { user: user.cookie, admin: adminClient.cookie }, imageUrl: upload.body.imageUrl };
}

/** What the app answers those sessions; each answer with its status, so a refusal shows. */
async function answers(app: App, made: Made) {
  const as = (cookie: string) => Object.assign(new TestClient(app.url), { cookie });
  const user = as(made.cookies.user);
  const adminClient = as(made.cookies.admin);
  const read = async (client: TestClient, url: string) => {
    const { status, body } = await client.get(url);
    return { status, body };
  };
  const image = await fetch(`${app.url}${made.imageUrl}`);
  return {
    user: await read(user, '/api/user'),
    tokens: await read(user, '/api/energy-tokens'),
    admin: await read(adminClient, '/api/user'),
    codes: await read(adminClient, '/api/codes'),
    frequencies: await read(user, '/api/frequencies'),
    image: {
      status: image.status,
      sha256: createHash('sha256')
        .update(Buffer.from(await image.arrayBuffer()))
        .digest('hex'),
    },
  };
}

type Answers = Awaited<ReturnType<typeof answers>>;

/** The answers before the backup say what was made, so "the same after" cannot mean "refused both times". */
function expectMade(before: Answers): void {
  expect(before.user.status).toBe(200);
  expect(before.tokens.body).toEqual([expect.objectContaining({ name: 'Before the backup' })]);
  expect(before.admin.body).toMatchObject({ username: admin.username, isAdmin: true });
  expect(before.codes.body.items).toHaveLength(2);
  expect(before.frequencies.body).toHaveLength(1);
  expect(before.image.status).toBe(200);
}

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('backup and restore, embedded (README)', () => {
  it('restores DATA_DIR from the tar of the stopped app: same data, images and sessions', async () => {
    const dataDir = path.join(tempDir('et-backup-'), 'data');
    const env = { DATA_DIR: dataDir, BACKUP: path.join(path.dirname(dataDir), 'backup.tar.gz') };

    let app = await startApp({ DATA_DIR: dataDir });
    const made = await makeData(app);
    const before = await answers(app, made);
    expectMade(before);
    await stopApp(app);

    await runReadme('embedded: back up', env);
    rmSync(dataDir, { recursive: true });
    await runReadme('embedded: restore', env);

    app = await startApp({ DATA_DIR: dataDir });
    expect(await answers(app, made)).toEqual(before);
  }, 180_000);

  it('without the secret the data comes back but the sessions do not', async () => {
    const dataDir = path.join(tempDir('et-backup-'), 'data');
    const env = { DATA_DIR: dataDir, BACKUP: path.join(path.dirname(dataDir), 'backup.tar.gz') };

    let app = await startApp({ DATA_DIR: dataDir });
    const made = await makeData(app);
    const before = await answers(app, made);
    await stopApp(app);

    await runReadme('embedded: back up', env);
    rmSync(dataDir, { recursive: true });
    await runReadme('embedded: restore', env);
    // A backup of the data alone: the app makes itself a new secret.
    rmSync(path.join(dataDir, 'secret'));

    app = await startApp({ DATA_DIR: dataDir });
    const after = await answers(app, made);
    expect(after.user.status).toBe(401);
    expect(after.codes.status).toBe(401);
    expect(existsSync(path.join(dataDir, 'secret'))).toBe(true);
    // Logging in again shows the data is all there.
    const user = new TestClient(app.url);
    await user.login(before.user.body.username);
    expect((await user.get('/api/energy-tokens')).body).toEqual(before.tokens.body);
  }, 180_000);
});

describe.skipIf(!testDatabaseUrl)('backup and restore, PostgreSQL (README)', () => {
  it('restores the pg_dump taken while the app ran: same data, images and sessions', async () => {
    const database: TestDatabase = await createTestDatabase();
    cleanups.push(() => database.drop());
    const env = {
      DATABASE_URL: database.url,
      BACKUP: path.join(tempDir('et-backup-'), 'backup.dump'),
      MAINTENANCE_URL: testDatabaseUrl!,
    };
    const appEnv = { DATABASE_URL: database.url, SECRET: 'backup-restore-test-secret-0123456789abcdef' };

    let app = await startApp(appEnv);
    const made = await makeData(app);
    const before = await answers(app, made);
    expectMade(before);
    // While the app runs: pg_dump reads one snapshot.
    await runReadme('PostgreSQL: back up', env);
    await stopApp(app);

    await database.drop();
    await runReadme('PostgreSQL: restore', env);

    app = await startApp(appEnv);
    expect(await answers(app, made)).toEqual(before);
  }, 180_000);
});
