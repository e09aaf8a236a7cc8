import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CurrentUser, User } from '@et/contracts';
import { loadConfig, type RecordedEvent } from '@et/platform';
import { createTestDatabase, testDatabaseUrl } from '../../../platform/src/testing/databases';
import { buildEmbeddedApp, type RunningApp } from '../embedded';

export type StoreKind = 'pglite' | 'postgres';

/** The stores every API test runs on: the embedded one always, PostgreSQL when configured. */
export const storeKinds: StoreKind[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

export const testAdmin = { username: 'root', password: 'root-password-42' };
export const testSecret = 'test-secret-test-secret-test-secret-0123';

export interface TestApp {
  kind: StoreKind;
  url: string;
  running: RunningApp;
  client(options?: ClientOptions): TestClient;
  /** A client logged in as the configured admin (ADMIN_USERNAME / ADMIN_PASSWORD). */
  admin(): Promise<TestClient>;
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
 * (or in a temporary directory with `persistent`), or a throwaway PostgreSQL database.
 * The short form `startTestApp(kind, env)` means `{ kind, env, persistent: true }`.
 */
export async function startTestApp(
  kindOrOptions: StoreKind | TestAppOptions = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  // The short form keeps its first meaning: PGlite on disk, so `restart()` works.
  const options: TestAppOptions =
    typeof kindOrOptions === 'string' ? { kind: kindOrOptions, env, persistent: true } : kindOrOptions;
  const kind = options.kind ?? 'pglite';
  let cleanup: () => Promise<void> = async () => {};
  let storeEnv: Record<string, string>;
  if (kind === 'postgres') {
    const database = await createTestDatabase();
    storeEnv = { DATABASE_URL: database.url };
    cleanup = database.drop;
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
    await cleanup();
    throw error;
  }
  const app: TestApp = {
    kind,
    get url() {
      return url;
    },
    get running() {
      return running;
    },
    client: (clientOptions) => new TestClient(url, clientOptions),
    admin: async () => {
      const client = new TestClient(url);
      await client.login(testAdmin.username, testAdmin.password);
      return client;
    },
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

export interface ClientOptions {
  /** Sent as Accept-Language (German when not given, as the spec's default). */
  language?: 'de' | 'en';
  /** Sent as Origin on every request when given (browsers send it on state changes). */
  origin?: string;
  /** The address it claims (X-Forwarded-For), e.g. one many people share; else its own. */
  ip?: string;
}

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
  ms: number;
}

let nextIp = 0;

/** A browser-like client: keeps the session cookie, sends JSON and the UI language. */
export class TestClient {
  cookie = '';
  readonly ip: string;

  constructor(
    readonly baseUrl: string,
    readonly options: ClientOptions = {},
  ) {
    this.ip = options.ip ?? `192.0.2.${(nextIp++ % 250) + 1}`;
  }

  async request<T = any>(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        'accept-language': this.options.language ?? 'de',
        'x-forwarded-for': this.ip,
        ...(this.options.origin ? { origin: this.options.origin } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = setCookie.split(';');
      const removed =
        pair.endsWith('=') ||
        attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=.*1970/i.test(a));
      this.cookie = removed ? '' : pair.trim();
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return {
      status: response.status,
      body: parsed as T,
      headers: response.headers,
      ms: performance.now() - started,
    };
  }

  get = <T = any>(url: string) => this.request<T>('GET', url);
  post = <T = any>(url: string, body?: unknown) => this.request<T>('POST', url, body);
  patch = <T = any>(url: string, body?: unknown) => this.request<T>('PATCH', url, body);
  delete = <T = any>(url: string) => this.request<T>('DELETE', url);

  /** Registers (and so logs in); a username alone gets a working e-mail and password. */
  async register(user: string | NewUser, password = defaultPassword, email?: string): Promise<User> {
    const body =
      typeof user === 'string'
        ? { username: user, email: email ?? `${user}@example.com`, password }
        : { email: `${user.username}@example.com`, password: defaultPassword, ...user };
    const answer = await this.post<User>('/api/register', body);
    if (answer.status !== 201)
      throw new Error(`register ${body.username}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  async login(username: string, password = defaultPassword): Promise<User> {
    const answer = await this.post<User>('/api/login', { username, password });
    if (answer.status !== 200)
      throw new Error(`login ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  async logout(): Promise<void> {
    const answer = await this.post('/api/logout');
    if (answer.status !== 200) throw new Error(`logout: ${answer.status} ${JSON.stringify(answer.body)}`);
  }

  /** The current user, or null when the session is not (or no longer) valid. */
  async me(): Promise<CurrentUser | null> {
    const answer = await this.get<CurrentUser>('/api/user');
    if (answer.status === 401) return null;
    if (answer.status !== 200) throw new Error(`GET /api/user: ${answer.status}`);
    return answer.body;
  }

  /** Another client holding this one's cookie as it is now (an old cookie, replayed later). */
  copy(): TestClient {
    const copy = new TestClient(this.baseUrl, this.options);
    copy.cookie = this.cookie;
    return copy;
  }
}

export const defaultPassword = 'a-good-password-1';

export interface NewUser {
  username: string;
  email?: string;
  password?: string;
}

export function adminClient(app: TestApp): Promise<TestClient> {
  return app.admin();
}

let counter = 0;
/** A username no other test in this run uses. */
export function uniqueName(prefix = 'user'): string {
  counter++;
  return `${prefix}${process.pid % 1000}x${counter}`;
}

/** Waits until the stream holds an event of `type` (commands that answer before storing). */
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
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${type} in ${streamId} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
