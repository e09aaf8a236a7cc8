import AxeBuilder from '@axe-core/playwright';
import { adminTabIds } from '@et/frontend/testing';
import type { TestClient } from '@et/gateway/testing';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot, useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

// Every page at a phone and a desktop width: axe finds no serious or critical violation, and a
// phone never scrolls sideways. A new page is one line in `pages`; a state a page reaches by a
// click (an open menu, a dialog, a toast) is a line with `state` and `act`. `SCREENSHOTS=1` also
// writes a full-page screenshot of each into artifacts/a11y-<who>-<page>-<width>.png.

type Who = 'visitor' | 'user' | 'newcomer' | 'admin';
interface PageCase {
  path: string;
  who: Who;
  /** Shown when the page has rendered (besides the page's first heading). */
  ready?: (page: Page) => Promise<unknown>;
  /** A state reached from the loaded page, checked instead of the page as loaded. */
  state?: string;
  act?: (page: Page) => Promise<unknown>;
  /** Only at these widths (e.g. the phone's menu). */
  only?: number;
}

const typeCode = async (page: Page, code: string) => {
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Code', { exact: true }).press('Enter');
};

/** A handover code another person made (beforeAll), for the preview on /handover. */
let handoverCode = '';

const pages: PageCase[] = [
  { path: '/auth', who: 'visitor' },
  { path: '/reset-password?token=abc', who: 'visitor' },
  { path: '/changelog', who: 'visitor' },
  { path: '/impressum', who: 'visitor' },
  { path: '/datenschutz', who: 'visitor' },
  { path: '/nutzungsbedingungen', who: 'visitor' },
  { path: '/ring-request', who: 'visitor' },
  { path: '/gibt-es-nicht', who: 'visitor' },
  { path: '/', who: 'user' },
  { path: '/frequencies', who: 'user' },
  { path: '/dimension-rings', who: 'user' },
  { path: '/diary', who: 'user' },
  { path: '/faq', who: 'user' },
  { path: '/settings', who: 'user' },
  { path: '/account', who: 'user' },
  { path: '/messages', who: 'user' },
  { path: '/handover', who: 'user' },
  // The onboarding drawer opens by itself for someone who has not finished it.
  { path: '/', who: 'newcomer', ready: (page) => page.getByRole('dialog').waitFor() },
  { path: '/admin', who: 'admin' },
  ...adminTabIds.map((tab): PageCase => ({ path: `/admin/${tab}`, who: 'admin' })),
  { path: '/upload-test', who: 'admin' },
  // States behind a click.
  {
    path: '/',
    who: 'user',
    state: 'menu',
    only: 390,
    act: async (page) => {
      await page.getByRole('button', { name: /^Menü öffnen/ }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    path: '/settings',
    who: 'admin',
    state: 'user-menu',
    only: 1280,
    act: async (page) => {
      await page.getByRole('button', { name: /^Benutzermenü/ }).click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    path: '/',
    who: 'user',
    state: 'error-toast',
    act: async (page) => {
      await typeCode(page, 'AB');
      await page.getByRole('region', { name: 'Benachrichtigungen' }).getByRole('listitem').waitFor();
    },
  },
  {
    path: '/handover',
    who: 'user',
    state: 'preview',
    act: async (page) => {
      await page.getByLabel('Weitergabe-Code').fill(handoverCode.toLowerCase());
      await page.getByRole('button', { name: 'Annehmen' }).waitFor();
    },
  },
  {
    path: '/handover',
    who: 'user',
    state: 'code-problem',
    act: async (page) => {
      await page.getByLabel('Weitergabe-Code').fill('ab0');
      await page.getByRole('alert').waitFor();
    },
  },
  {
    path: '/',
    who: 'user',
    state: 'handover-dialog',
    act: async (page) => {
      await page.getByRole('button', { name: /weitergeben$/ }).click();
      const create = page.getByRole('button', { name: 'Code erstellen' });
      await create.or(page.getByTestId('handover-code')).first().waitFor();
      if (await create.isVisible()) await create.click();
      await page.getByTestId('handover-qr').waitFor();
    },
  },
  {
    path: '/',
    who: 'user',
    state: 'frequency-dialog',
    act: async (page) => {
      await typeCode(page, 'AB12CD');
      await page.getByRole('dialog', { name: 'Frequenz wählen' }).waitFor();
    },
  },
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
  await clients.admin.post('/api/messages', {
    userId: user.user.id,
    subject: 'Willkommen',
    content: 'Schön, dass Sie da sind.',
  });
  await user.post('/api/ring-code-request', { name: 'Erika Mustermann', email: 'erika@example.com' });
  clients.user = user;
  clients.newcomer = await given.user();
  const giver = await given.user();
  const { id } = await given.token(giver);
  handoverCode = (await giver.post<{ code: string }>(`/api/energy-tokens/${id}/handover`)).body.code;
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
  const cases = pages.filter((entry) => entry.only === undefined || entry.only === width);
  it.each(cases)(
    '$who $path $state: no serious or critical axe violation, no sideways scrolling',
    async (entry) => {
      const { page } = await tabFor(entry.who, width);
      await page.goto(`${e2e.server.url}${entry.path}`);
      await page.locator('main h1, main h2').first().waitFor();
      await entry.ready?.(page);
      await page.waitForLoadState('networkidle');
      await entry.act?.(page);
      // Animations (sheets, dialogs, toasts) end before axe reads colours.
      if (entry.ready || entry.act) await page.waitForTimeout(350);

      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .flatMap((violation) =>
          violation.nodes.map(
            (node) => `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary}`,
          ),
        );
      const name = [entry.who, nameOf(entry.path), entry.state, width].filter(Boolean).join('-');
      if (process.env.SCREENSHOTS) await screenshot(page, `a11y-${name}`);
      expect(serious, serious.join('\n')).toEqual([]);

      // The header's parts (logo, bar, language, menu) sit side by side, never over each other.
      const overlaps = await page.evaluate<string[]>(`(() => {
      const parts = [...document.querySelector('header > div').children]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0);
      return parts.slice(1).flatMap((box, index) =>
        box.left < parts[index].right - 0.5 ? [index + ' ends at ' + parts[index].right + ', next starts at ' + box.left] : []);
    })()`);
      expect(overlaps, 'header parts overlap').toEqual([]);

      if (width < 500) {
        const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
        expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(width);
      }
    },
  );
});
