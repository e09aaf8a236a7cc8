import type { Frequency } from '@et/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { busyUser, someFrequencies } from './support/busy-site';
import { screenshot, useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

// Issue 26, items 6, 8 and 9: a user's pages on a 390 × 844 phone.
const e2e = useServerAndBrowser();
let frequencies: Frequency[];
let site: Awaited<ReturnType<typeof busyUser>>;

beforeAll(async () => {
  frequencies = await someFrequencies(e2e.server);
  site = await busyUser(e2e.server, frequencies);
  const categories = ['general', 'usage', 'technical', 'account', 'other'] as const;
  for (const [index, category] of categories.entries())
    await site.admin.post('/api/faqs', {
      question: `Frage ${index + 1} zu ${category}?`,
      answer: 'Eine Antwort mit ein paar Sätzen.',
      category,
    });
}, 90_000);

/**
 * The controls a tap on the floating FAQ button's box would reach if the button were not there
 * (their names); none while the button is out of sight. Written as a string: the page runs it.
 */
const coveredControls = `(() => {
  const button = document.querySelector('a[aria-label="Häufige Fragen öffnen"]');
  if (!button) return [];
  const style = getComputedStyle(button);
  if (style.visibility === 'hidden' || Number(style.opacity) === 0) return [];
  const box = button.getBoundingClientRect();
  const selector = 'a[href],button,input:not([type="hidden"]),select,textarea,summary,[role="button"],[role="link"],[role="switch"],[role="checkbox"],[role="radio"],[role="tab"]';
  const covered = [];
  for (const control of document.querySelectorAll(selector)) {
    if (button.contains(control)) continue;
    const r = control.getBoundingClientRect();
    const left = Math.max(r.left, box.left), right = Math.min(r.right, box.right);
    const top = Math.max(r.top, box.top), bottom = Math.min(r.bottom, box.bottom);
    if (right <= left || bottom <= top) continue;
    const hit = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2).find((el) => !button.contains(el));
    if (hit && control.contains(hit))
      covered.push(control.getAttribute('aria-label') || control.textContent.trim() || control.tagName);
  }
  return covered;
})()`;

/** Whether the button is there and shows: false at once while it is hidden (a role query would wait for it). */
const buttonShows = (page: Page) =>
  page.evaluate(`(() => {
    const button = document.querySelector('a[aria-label="Häufige Fragen öffnen"]');
    if (!button) return 'missing';
    const style = getComputedStyle(button);
    return style.visibility === 'visible' && style.opacity === '1';
  })()`);

describe('on a 390 px phone', () => {
  it('the floating FAQ button never lies over a control, on any page a user opens, at any scroll position', {
    timeout: 240_000,
  }, async () => {
    const { context, page } = await signedInPage(e2e.browser, site.user, { width: 390 });
    const pages: Array<[string, string]> = [
      ['/', 'Küche'],
      ['/frequencies', 'Dankbarkeit'],
      ['/dimension-rings', 'Goldener Ring'],
      ['/diary', 'Spaziergang am See'],
      ['/messages', 'Tipps für den Morgen'],
      ['/settings', 'E-Mail bei ungelesenen Nachrichten'],
      ['/account', 'Meine Daten'],
      ['/changelog', '1.1'],
      ['/impressum', 'Impressum'],
      ['/datenschutz', 'Datenschutz'],
      ['/nutzungsbedingungen', 'Nutzungsbedingungen'],
      ['/ring-request', 'Ring-Code anfordern'],
      ['/gibt-es-nicht', '404'],
    ];
    for (const [path, text] of pages) {
      await page.goto(`${e2e.server.url}${path}`);
      await page.getByText(text).first().waitFor();
      await page.waitForLoadState('networkidle');
      const height = Number(await page.evaluate('document.documentElement.scrollHeight - innerHeight'));
      for (let y = 0; ; y = Math.min(y + 150, height)) {
        await page.evaluate(`window.scrollTo(0, ${y})`);
        await expect
          .poll(() => page.evaluate(coveredControls), { timeout: 2000, message: `${path} scrolled to ${y}` })
          .toEqual([]);
        if (y >= height) break;
      }
      // At the end of the page the footer leaves it room: there it shows.
      await expect.poll(() => buttonShows(page), { timeout: 5000, message: path }).toBe(true);
    }
    await page.goto(`${e2e.server.url}/diary`);
    await page.getByText('Spaziergang am See').waitFor();
    await screenshot(page, 'phone-faq-button-diary-390');
    await context.close();
  });

  it('shows every FAQ category chip, wrapped instead of cut', async () => {
    const { context, page } = await signedInPage(e2e.browser, site.user, { width: 390, path: '/faq' });
    const group = page.getByRole('group', { name: 'Kategorie' });
    await group.getByRole('button', { name: 'Sonstiges' }).waitFor();
    const chips = group.getByRole('button');
    expect(await chips.count()).toBe(6);
    for (const chip of await chips.all()) {
      const box = (await chip.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await group.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await group.getByRole('button', { name: 'Sonstiges' }).click();
    await page.getByText('Frage 5 zu other?').waitFor();
    expect(await page.getByText('Frage 1 zu general?').count()).toBe(0);
    await screenshot(page, 'phone-faq-chips-390');
    await context.close();
  });

  it('lists the inbox like a mail app: six or more messages on one screen, unread in bold, actions in the opened message', async () => {
    const { context, page } = await signedInPage(e2e.browser, site.user, { width: 390, path: '/messages' });
    const rows = page.getByTestId('message-row');
    await rows.nth(7).waitFor();
    await screenshot(page, 'phone-inbox-390');
    const inView = [];
    for (const row of await rows.all()) {
      const box = (await row.boundingBox())!;
      if (box.y >= 0 && box.y + box.height <= 844) inView.push(box);
    }
    expect(inView.length).toBeGreaterThanOrEqual(6);
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);

    // Newest first: five unread in bold, then three read.
    const weight = (index: number) =>
      rows
        .nth(index)
        .getByText(site.messages[index]!.subject, { exact: true })
        .evaluate((el) => Number(el.ownerDocument.defaultView!.getComputedStyle(el).fontWeight));
    expect(await weight(0)).toBeGreaterThanOrEqual(700);
    expect(await weight(7)).toBeLessThan(600);
    expect(await rows.nth(0).getAttribute('data-read')).toBe('false');

    // A row is one button named for what it holds; a tap opens the message and reads it.
    const [newest] = site.messages;
    const row = rows.filter({ hasText: newest!.subject });
    await row
      .getByRole('button', { name: new RegExp(`^Ungelesene Nachricht von e2e-admin: ${newest!.subject}, `) })
      .click();
    const dialog = page.getByRole('dialog', { name: newest!.subject });
    await dialog.getByText('Ihr Energietaler-Team').waitFor();
    await expect.poll(() => row.getAttribute('data-read')).toBe('true');
    await screenshot(page, 'phone-inbox-open-390');
    const actions = dialog.locator('[data-dialog-footer]').getByRole('button');
    expect(await actions.allInnerTexts()).toEqual(['Als ungelesen', 'Löschen', 'Schließen']);
    for (const action of await actions.all()) {
      const box = (await action.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
    }
    await dialog.getByRole('button', { name: 'Als ungelesen', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.getAttribute('data-read')).toBe('false');

    await row.getByRole('button').click();
    await dialog.getByRole('button', { name: 'Löschen', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Nachricht löschen?' });
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Nachricht gelöscht').first().waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(7);

    // Wider: one line per message, and the row's own read and delete buttons.
    await page.setViewportSize({ width: 1280, height: 800 });
    await rows
      .first()
      .getByRole('button', { name: `„${site.messages[1]!.subject}“ als gelesen markieren` })
      .waitFor();
    await screenshot(page, 'phone-inbox-1280');
    await context.close();
  });
});
