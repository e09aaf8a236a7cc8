import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type RunningServer, root, startServer } from './server';

export { type Mail, resetLinkIn, startMailbox } from '@et/gateway/testing';
export { admin, type RunningServer, root, startServer } from './server';

export const artifacts = path.join(root, 'artifacts');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The app and a browser for one test file: started before its tests, stopped after them.
 * Read `server` and `browser` inside hooks and tests (they are set once the file starts).
 */
/** The server and browser of a test file (`useServerAndBrowser`). */
export interface ServerAndBrowser {
  server: RunningServer;
  browser: Browser;
}

export function useServerAndBrowser(extraEnv: Record<string, string> = {}): ServerAndBrowser {
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
