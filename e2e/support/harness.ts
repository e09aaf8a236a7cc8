import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type Given, givenFor } from '../../gateway/src/testing/given';
import { freePort } from '../../gateway/src/testing/mailbox';
import { TestClient } from '../../gateway/src/testing/test-client';

export { type Mail, resetLinkIn, startMailbox } from '../../gateway/src/testing/mailbox';

export const root = path.resolve(import.meta.dirname, '../..');
export const artifacts = path.join(root, 'artifacts');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const admin = { username: 'e2e-admin', password: 'e2e-admin-password-1' };

export interface RunningServer {
  url: string;
  /** Test data through the API (setup only: what a test is about goes through the page). */
  given: Given;
  stop(): Promise<void>;
  output: string[];
}

/** The real app (`gateway/src/main.ts`, built frontend) on a throwaway in-memory database. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      DATA_DIR: 'memory:',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    output,
    given: givenFor((options) => new TestClient(url, options), admin),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * The app and a browser for one test file: started before its tests, stopped after them.
 * Read `server` and `browser` inside hooks and tests (they are set once the file starts).
 */
export function useServerAndBrowser(extraEnv: Record<string, string> = {}): {
  server: RunningServer;
  browser: Browser;
} {
  const running = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    running.server = await startServer(extraEnv);
    running.browser = await launchBrowser();
  }, 90_000);
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  return running;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PageOptions {
  width?: number;
  locale?: string;
  /**
   * The service worker answers hashed assets from its cache, out of `page.route`'s sight, and
   * fills that cache with every asset on each fresh context; only the PWA test wants it.
   */
  serviceWorkers?: 'allow' | 'block';
}

/** A fresh browser context (own cookies and storage) at a phone or desktop width. */
export async function newPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 844 : 800 },
    locale: options.locale ?? 'de-DE',
    deviceScaleFactor: 1,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  return { context, page };
}

/** The JSON answer of the page's next `method` call to `path`, made while `action` runs. */
export async function answerOf<T>(
  page: Page,
  method: string,
  path: string,
  action: () => Promise<void>,
): Promise<T> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) => candidate.request().method() === method && new URL(candidate.url()).pathname === path,
    ),
    action(),
  ]);
  if (response.status() >= 300) throw new Error(`${method} ${path}: ${response.status()}`);
  return (await response.json()) as T;
}

let counter = 0;
/** A name no other test in this run uses. */
export const unique = (prefix: string) => `${prefix}${Date.now() % 100000}${++counter}`;

/** A full-page screenshot into artifacts/, taken from the top so the sticky header sits where it belongs. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await page.evaluate('window.scrollTo(0, 0)');
  mkdirSync(artifacts, { recursive: true });
  const file = path.join(artifacts, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
