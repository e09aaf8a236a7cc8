import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTabIds } from '../frontend/src/features/admin/admin-tabs';
import type { TestClient } from '../gateway/src/testing/test-client';
import { newPage, screenshot, useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

// Every page at a phone and a desktop width: axe finds no serious or critical violation, and a
// phone never scrolls sideways. A new page is one line in `pages`. `SCREENSHOTS=1` also writes
// a full-page screenshot of each into artifacts/a11y-<name>-<width>.png.

type Who = 'visitor' | 'user' | 'newcomer' | 'admin';
interface PageCase {
  path: string;
  who: Who;
  /** Shown when the page has rendered (besides the page's first heading). */
  ready?: (page: Page) => Promise<unknown>;
}

const pages: PageCase[] = [
  { path: '/auth', who: 'visitor' },
  { path: '/reset-password?token=abc', who: 'visitor' },
  { path: '/changelog', who: 'visitor' },
  { path: '/impressum', who: 'visitor' },
  { path: '/datenschutz', who: 'visitor' },
  { path: '/ring-request', who: 'visitor' },
  { path: '/gibt-es-nicht', who: 'visitor' },
  { path: '/', who: 'user' },
  { path: '/frequencies', who: 'user' },
  { path: '/dimension-rings', who: 'user' },
  { path: '/diary', who: 'user' },
  { path: '/faq', who: 'user' },
  { path: '/settings', who: 'user' },
  { path: '/messages', who: 'user' },
  // The onboarding drawer opens by itself for someone who has not finished it.
  { path: '/', who: 'newcomer', ready: (page) => page.getByRole('dialog').waitFor() },
  { path: '/admin', who: 'admin' },
  ...adminTabIds.map((tab): PageCase => ({ path: `/admin/${tab}`, who: 'admin' })),
  { path: '/upload-test', who: 'admin' },
];

const widths = [390, 1280] as const;
const e2e = useServerAndBrowser();
const clients = {} as Record<Exclude<Who, 'visitor'>, TestClient>;
const contexts = new Map<string, Promise<{ context: BrowserContext; page: Page }>>();

beforeAll(async () => {
  const { given } = e2e.server;
  clients.admin = await given.admin();
  await given.frequency({ nameDE: 'Freude', nameEN: 'Joy', color: 'gold' });
  const user = await given.user();
  await given.token(user);
  await user.post('/api/diary-consent');
  await user.post('/api/user/complete-onboarding');
  clients.user = user;
  clients.newcomer = await given.user();
});

afterAll(async () => {
  for (const open of contexts.values()) await (await open).context.close();
});

/** One context (and tab) per person and width, reused by every page of theirs. */
function tabFor(who: Who, width: number) {
  const key = `${who}-${width}`;
  let open = contexts.get(key);
  if (!open) {
    open =
      who === 'visitor'
        ? newPage(e2e.browser, { width })
        : signedInPage(e2e.browser, clients[who], { width });
    contexts.set(key, open);
  }
  return open;
}

const nameOf = (path: string) => path.replace(/\?.*/, '').replace(/\//g, '-').replace(/^-/, '') || 'home';

describe.each(widths)('at %i px', (width) => {
  it.each(pages)('$who $path: no serious or critical axe violation, no sideways scrolling', async (entry) => {
    const { page } = await tabFor(entry.who, width);
    await page.goto(`${e2e.server.url}${entry.path}`);
    await page.locator('main h1, main h2').first().waitFor();
    await entry.ready?.(page);
    await page.waitForLoadState('networkidle');
    // Animations (sheet, toasts) end before axe reads colours.
    await page.waitForTimeout(350);

    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary}`),
      );
    if (process.env.SCREENSHOTS) await screenshot(page, `a11y-${entry.who}-${nameOf(entry.path)}-${width}`);
    expect(serious, serious.join('\n')).toEqual([]);

    if (width < 500) {
      const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
      expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(width);
    }
  });
});
