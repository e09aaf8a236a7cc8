import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@et/platform';
import { createTestDatabase, testDatabaseUrl } from '../../../platform/src/testing/databases';
import { buildEmbeddedApp, type RunningApp } from '../embedded';

export type StoreKind = 'pglite' | 'postgres';

/** The stores every API test runs on: the embedded one always, PostgreSQL when configured. */
export const storeKinds: StoreKind[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

export const testAdmin = { username: 'root', password: 'root-password-42' };
export const testSecret = 'test-secret-test-secret-test-secret-0123';

export interface TestApp {
  url: string;
  running: RunningApp;
  client(options?: { language?: 'de' | 'en'; origin?: string }): TestClient;
  /** Stops the app and starts it again on the same stores (restart tests). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The embedded app on a fresh store, listening on a free port: PGlite in a temporary
 * directory, or a throwaway PostgreSQL database.
 */
export async function startTestApp(kind: StoreKind, env: Record<string, string> = {}): Promise<TestApp> {
  let cleanup: () => Promise<void>;
  let storeEnv: Record<string, string>;
  if (kind === 'postgres') {
    const database = await createTestDatabase();
    storeEnv = { DATABASE_URL: database.url };
    cleanup = database.drop;
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'et-test-'));
    storeEnv = { DATA_DIR: dir };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
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
      ...env,
    });
    running = await buildEmbeddedApp(config, { serveFrontend: false });
    url = await running.app.listen({ port, host: '127.0.0.1' });
  };
  await start(0);
  const app: TestApp = {
    get url() {
      return url;
    },
    get running() {
      return running;
    },
    client: (options) => new TestClient(url, options),
    restart: async () => {
      const port = Number(new URL(url).port);
      await running.close();
      await start(port);
    },
    close: async () => {
      await running.close();
      await cleanup();
    },
  };
  return app;
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
  readonly ip = `192.0.2.${(nextIp++ % 250) + 1}`;

  constructor(
    readonly baseUrl: string,
    readonly options: { language?: 'de' | 'en'; origin?: string } = {},
  ) {}

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
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
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

  async register(username: string, password = 'a-good-password-1', email = `${username}@example.com`) {
    const answer = await this.post('/api/register', { username, email, password });
    if (answer.status !== 201)
      throw new Error(`register ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as { id: number; username: string; email: string };
  }

  async login(username: string, password: string) {
    const answer = await this.post('/api/login', { username, password });
    if (answer.status !== 200)
      throw new Error(`login ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as { id: number; isAdmin: boolean };
  }
}

export async function adminClient(app: TestApp): Promise<TestClient> {
  const client = app.client();
  await client.login(testAdmin.username, testAdmin.password);
  return client;
}

let counter = 0;
/** A username no other test in this run uses. */
export function uniqueName(prefix = 'user'): string {
  counter++;
  return `${prefix}${process.pid % 1000}x${counter}`;
}
