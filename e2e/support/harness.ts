import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { freePort } from '../../gateway/src/testing/mailbox';

export { type Mail, resetLinkIn, startMailbox } from '../../gateway/src/testing/mailbox';

export const root = path.resolve(import.meta.dirname, '../..');
export const artifacts = path.join(root, 'artifacts');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const admin = { username: 'e2e-admin', password: 'e2e-admin-password-1' };

export interface RunningServer {
  url: string;
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
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
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

/** A fresh browser context (own cookies and storage) at a phone or desktop width. */
export async function newPage(
  browser: Browser,
  options: { width?: number; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 844 : 800 },
    locale: options.locale ?? 'de-DE',
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  return { context, page };
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
