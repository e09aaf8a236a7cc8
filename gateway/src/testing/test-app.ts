import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type RecordedEvent, startPosition } from '@et/platform';
import {
  checkAnswersAgainstSchemas,
  createTestDatabase,
  createTestEngines,
  testDatabaseUrl,
  testEnginesConfigured,
} from '@et/platform/testing';
import { afterAll, beforeAll } from 'vitest';
import { buildEmbeddedApp, type RunningApp } from '../embedded';
import { type Given, givenFor } from './given';
import { type ClientOptions, TestClient } from './test-client';

// The API tests' one import for the app and its clients (browser tests import test-client.ts alone).
export { type Answer, type ClientOptions, defaultPassword, type NewUser, TestClient } from './test-client';

// Every answer of the apps the API tests start is checked against its route's response schema:
// a schema that forgot a field's type or a route that answers without one fails the test.
checkAnswersAgainstSchemas();

/**
 * `engines` is the production pair, EventStoreDB and MongoDB, in this one process as the
 * embedded app runs on them (without DATABASE_URL: bus and throttles in memory, images in GridFS).
 */
export type StoreKind = 'pglite' | 'postgres' | 'engines';

/**
 * The stores every API test runs on: the embedded one always; PostgreSQL with TEST_DATABASE_URL;
 * EventStoreDB + MongoDB with TEST_EVENTSTORE_URL and TEST_MONGODB_URL. Each switch adds its
 * engine, so a machine runs whatever it has.
 */
export const storeKinds: StoreKind[] = [
  'pglite',
  ...(testDatabaseUrl ? (['postgres'] as const) : []),
  ...(testEnginesConfigured ? (['engines'] as const) : []),
];

export const testAdmin = { username: 'root', password: 'root-password-42' };
export const testSecret = 'test-secret-test-secret-test-secret-0123';

export interface TestApp {
  kind: StoreKind;
  url: string;
  running: RunningApp;
  client(options?: ClientOptions): TestClient;
  /** Test data through this app's API (`given.user()`, `given.admin()`, `given.code()`, …). */
  given: Given;
  /**
   * Stops the app and starts it again on the same stores and port (restart tests). PGlite
   * needs `persistent: true` for that (an in-memory database does not survive its owner).
   */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  kind?: StoreKind;
  /** Extra environment for `loadConfig`, e.g. `{ PUBLIC_URL: … }`. */
  env?: Record<string, string>;
  /** Serve the built frontend too (off by default: API tests need no bundle). */
  serveFrontend?: boolean;
  /** Ensure the configured admin at start (on by default). */
  bootstrapAdmin?: boolean;
  /** PGlite in a temporary directory instead of memory, so `restart()` keeps the data. */
  persistent?: boolean;
}

/**
 * The embedded app on a fresh store, listening on 127.0.0.1 on a free port: PGlite in memory
 * (or in a temporary directory with `persistent`), a throwaway PostgreSQL database, or a
 * throwaway MongoDB database with an EventStoreDB stream prefix of its own.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const kind = options.kind ?? 'pglite';
  let cleanup: () => Promise<void> = async () => {};
  let storeEnv: Record<string, string>;
  if (kind === 'postgres') {
    const database = await createTestDatabase();
    storeEnv = { DATABASE_URL: database.url };
    cleanup = database.drop;
  } else if (kind === 'engines') {
    const engines = await createTestEngines();
    // Nothing on disk: every store is a server.
    storeEnv = { DATA_DIR: 'memory:', ...engines.env };
    cleanup = engines.drop;
  } else if (options.persistent) {
    const dir = mkdtempSync(path.join(tmpdir(), 'et-test-'));
    storeEnv = { DATA_DIR: dir };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    storeEnv = { DATA_DIR: 'memory:' };
  }
  let running: RunningApp;
  let url = '';
  const start = async (port: number) => {
    const config = loadConfig({
      PORT: String(port),
      LOG_LEVEL: 'silent',
      SECRET: testSecret,
      ADMIN_USERNAME: testAdmin.username,
      ADMIN_PASSWORD: testAdmin.password,
      // Each test client claims its own address (X-Forwarded-For), so per-IP throttles stay real.
      TRUST_PROXY: 'true',
      ...storeEnv,
      ...options.env,
    });
    running = await buildEmbeddedApp(config, {
      serveFrontend: options.serveFrontend ?? false,
      bootstrapAdmin: options.bootstrapAdmin ?? true,
    });
    try {
      url = await running.app.listen({ port, host: '127.0.0.1' });
    } catch (error) {
      await running.close();
      throw error;
    }
  };
  try {
    await start(0);
  } catch (error) {
    // The start's failure is the news: a cleanup failing on the same dead server must not hide it.
    await cleanup().catch(() => {});
    throw error;
  }
  const client = (clientOptions?: ClientOptions) => new TestClient(url, clientOptions);
  const app: TestApp = {
    kind,
    get url() {
      return url;
    },
    get running() {
      return running;
    },
    client,
    given: givenFor(client, testAdmin),
    restart: async () => {
      if (kind === 'pglite' && !options.persistent)
        throw new Error('restart() needs startTestApp({ persistent: true }) on PGlite');
      const port = Number(new URL(url).port);
      await running.close();
      await start(port);
    },
    close: async () => {
      try {
        await running.close();
      } finally {
        await cleanup();
      }
    },
  };
  return app;
}

/**
 * The app for one suite: started before its tests on `kind`, closed after them; read it inside
 * hooks and tests (it is filled once the suite starts). What `setup` answers (the suite's admin,
 * a frequency, …) is made right after the start and stands on the handle: `app.admin`.
 */
export function useTestApp<Shared extends object = Record<never, never>>(
  kind: StoreKind,
  options: Omit<TestAppOptions, 'kind'> = {},
  setup?: (app: TestApp) => Promise<Shared>,
): TestApp & Shared {
  let started: TestApp | undefined;
  const app = () => {
    if (!started) throw new Error('useTestApp: the app is there inside hooks and tests only');
    return started;
  };
  const handle: TestApp = {
    kind,
    get url() {
      return app().url;
    },
    get running() {
      return app().running;
    },
    get given() {
      return app().given;
    },
    client: (clientOptions) => app().client(clientOptions),
    restart: () => app().restart(),
    close: () => app().close(),
  };
  beforeAll(async () => {
    started = await startTestApp({ ...options, kind });
    if (setup) Object.assign(handle, await setup(handle));
  });
  afterAll(() => started?.close());
  return handle as TestApp & Shared;
}

/** A `useTestApp` setup: the suite's admin, as `app.admin`. */
export const withAdmin = async (app: TestApp) => ({ admin: await app.given.admin() });

/** A `useTestApp` setup: `app.admin` and a frequency for the suite's tokens, `app.frequencyId`. */
export const withAdminAndFrequency = async (app: TestApp) => ({
  ...(await withAdmin(app)),
  frequencyId: (await app.given.frequency()).id,
});

/** Every event still held by a stream (deleted streams hold none), in global order. */
export async function allEvents(app: TestApp): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (let after = startPosition; ; ) {
    const page = await app.running.stores.events.readAll(after, 500);
    if (page.length === 0) return events;
    events.push(...page);
    after = page[page.length - 1]!.position;
  }
}

/** Waits until the stream holds an event of `type` and the read models have it (commands that answer before storing). */
export async function waitForEvent(
  app: TestApp,
  streamId: string,
  type: string,
  timeoutMs = 5000,
): Promise<RecordedEvent> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await app.running.stores.events.readStream(streamId);
    const found = events.findLast((event) => event.type === type);
    // Found in the stream is not yet in the read models the next request reads.
    if (found && (await app.running.progress.waitFor(found.position, Math.max(0, deadline - Date.now()))))
      return found;
    if (Date.now() > deadline) throw new Error(`no ${type} in ${streamId} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
