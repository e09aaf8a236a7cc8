import type { Frequency, RewardImage } from '@et/contracts';
import { adminTabIds } from '@et/frontend/testing';
import type { TestClient } from '@et/gateway/testing';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { longRingRequest, someFrequencies, someRewards } from './support/busy-site';
import { screenshot, useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

// Issue 26, items 7, 10, 11 and 12: the admin's screens on a 390 × 844 phone.
const e2e = useServerAndBrowser();
let admin: TestClient;
let frequencies: Frequency[];
let rewards: RewardImage[];
const tabNames = [
  'Benutzer',
  'Codes',
  'Ring-Codes',
  'Ringtypen',
  'Frequenzen',
  'Belohnungen',
  /^Anfragen/,
  'FAQs',
  'Einstellungen',
  'Protokoll',
];

// Set up halfway: frequencies and codes (2 of 5 steps), no mail, no logo.
beforeAll(async () => {
  admin = await e2e.server.given.admin();
  frequencies = await someFrequencies(e2e.server);
  rewards = await someRewards(admin);
  for (let i = 0; i < 5; i++) await e2e.server.given.user();
  await e2e.server.given.code();
  await longRingRequest(admin, 'Bernhard Langname-Mustermann');
}, 90_000);

const phone = (path: string) => signedInPage(e2e.browser, admin, { width: 390, path });

/** Fully inside the 390 × 844 screen, and what a tap there reaches. */
async function inSight(target: Locator) {
  const box = (await target.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const reached = await target.evaluate(
    (el, { x, y }) => el.contains(el.ownerDocument.elementFromPoint(x, y)),
    point,
  );
  expect(reached).toBe(true);
}

describe('the admin area on a 390 px phone', () => {
  it('first screen: a short mail warning, the checklist folded to its progress, figures and every tab in sight', async () => {
    const { context, page } = await phone('/admin');
    const checklist = page.getByTestId('setup-checklist');
    await checklist.waitFor();
    await page.getByTestId('stat-users').filter({ hasText: /\d/ }).waitFor();
    await screenshot(page, 'phone-admin-first-screen-390');
    expect((await checklist.boundingBox())!.height).toBeLessThanOrEqual(60);
    expect(await checklist.getByRole('listitem').count()).toBe(0);
    const toggle = checklist.getByRole('button', { name: 'Einrichtung: 2 von 5 erledigt' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const warning = page.getByTestId('mail-warning');
    expect(await warning.innerText()).toContain(
      'E-Mail ist nicht eingerichtet: Passwort-Links und Benachrichtigungen bleiben liegen.',
    );
    // One sentence: at most three lines even in a wide font (it took four and a link).
    expect((await warning.boundingBox())!.height).toBeLessThanOrEqual(80);
    await inSight(page.getByTestId('stat-active-tokens'));
    await inSight(page.getByRole('tablist', { name: 'Bereiche' }));

    // Opened: the five steps, each leading to its tab.
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await checklist.getByRole('listitem').count()).toBe(5);
    expect(await page.getByTestId('setup-frequencies').getAttribute('data-done')).toBe('true');
    expect(await page.getByTestId('setup-logo').getAttribute('data-done')).toBe('false');
    await screenshot(page, 'phone-admin-checklist-open-390');
    await checklist.getByRole('link', { name: /Logo hinterlegen/ }).click();
    await page.waitForURL(`${e2e.server.url}/admin/settings`);
    await warning.getByRole('link', { name: /E-Mail ist nicht eingerichtet/ }).click();
    await page.getByRole('tab', { name: 'Einstellungen', selected: true }).waitFor();
    await context.close();

    const desktop = await signedInPage(e2e.browser, admin, { width: 1280, path: '/admin' });
    await desktop.page.getByRole('button', { name: 'Einrichtung: 2 von 5 erledigt' }).waitFor();
    await screenshot(desktop.page, 'phone-admin-first-screen-1280');
    await desktop.context.close();
  });

  it('shows all ten tabs at a glance, none cut or scrolled out of sight, the open one marked', async () => {
    const { context, page } = await phone('/admin/frequencies');
    const tabs = page.getByRole('tablist', { name: 'Bereiche' });
    await tabs.getByRole('tab', { name: 'Frequenzen', selected: true }).waitFor();
    await expect.poll(() => tabs.getByRole('tab').count()).toBe(adminTabIds.length);
    expect(await tabs.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const name of tabNames) {
      const tab = tabs.getByRole('tab', { name, exact: true });
      await tab.scrollIntoViewIfNeeded();
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // The whole name in sight: nothing cut at the tab's edge.
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await tabs.getByRole('tab', { name: 'Protokoll' }).click();
    await page.waitForURL(`${e2e.server.url}/admin/audit`);
    await tabs.getByRole('tab', { name: 'Protokoll', selected: true }).waitFor();
    await screenshot(page, 'phone-admin-tabs-390');
    await context.close();

    // A desktop keeps one row.
    const desktop = await signedInPage(e2e.browser, admin, { width: 1280, path: '/admin' });
    const row = desktop.page.getByRole('tablist', { name: 'Bereiche' }).getByRole('tab');
    const rowsOfTabs = async () => {
      const tops = await row.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
      return tops.length === adminTabIds.length ? new Set(tops).size : 0;
    };
    await expect.poll(rowsOfTabs).toBe(1);
    await screenshot(desktop.page, 'phone-admin-tabs-1280');
    await desktop.context.close();
  });

  it('lists frequencies, rewards and users one line each; a tap unfolds the details and buttons', async () => {
    const lists = [
      {
        path: '/admin/frequencies',
        rows: '[data-testid^="frequency-row-"]',
        name: frequencies[0]!.nameDE,
        detail: frequencies[0]!.descriptionDE,
        button: `${frequencies[0]!.nameDE} löschen`,
        count: frequencies.length,
      },
      {
        path: '/admin/rewards',
        rows: '[data-testid^="reward-row-"]',
        name: rewards[0]!.title,
        detail: '30 Minuten',
        button: `${rewards[0]!.title} bearbeiten`,
        count: rewards.length,
      },
      {
        path: '/admin/users',
        rows: '[data-testid^="user-row-"]',
        name: 'e2e-admin',
        detail: 'Als Benutzer einloggen',
        button: 'Nachricht an e2e-admin senden',
        count: 6,
      },
    ];
    for (const list of lists) {
      const { context, page } = await phone(list.path);
      const rows = page.locator(list.rows);
      await rows.nth(list.count - 1).waitFor();
      const heights = await rows.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
      expect(heights).toHaveLength(list.count);
      for (const height of heights) expect(height).toBeLessThanOrEqual(60);
      expect(await page.getByText(list.detail, { exact: true }).first().isVisible()).toBe(false);
      await screenshot(page, `phone-admin-list${list.path.replace('/admin/', '-')}-390`);

      const toggle = page.getByRole('button', { name: `Details zu ${list.name}` });
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.getByText(list.detail, { exact: true }).first().waitFor();
      await page.getByRole('button', { name: list.button }).waitFor();
      // The others stay one line.
      expect((await rows.nth(1).boundingBox())!.height).toBeLessThanOrEqual(60);
      await page.waitForTimeout(300); // the chevron's turn, for the picture
      await screenshot(page, `phone-admin-list${list.path.replace('/admin/', '-')}-open-390`);
      await toggle.click();
      await page.getByRole('button', { name: list.button }).waitFor({ state: 'hidden' });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('button', { name: list.button }).waitFor();
      await screenshot(page, `phone-admin-list${list.path.replace('/admin/', '-')}-1280`);
      await context.close();
    }
  });

  it('keeps a dialog’s buttons in sight while a long ring request scrolls under them', async () => {
    const { context, page } = await phone('/admin/requests');
    await page.getByText('Bernhard Langname-Mustermann').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('ring-request-notes').waitFor();
    // Longer than the screen: the dialog scrolls.
    expect(await dialog.evaluate((el) => el.scrollHeight > el.clientHeight + 200)).toBe(true);
    const remove = dialog.getByRole('button', { name: 'Anfrage löschen' });
    const send = dialog.getByRole('button', { name: 'Senden und speichern' });
    await inSight(remove);
    await inSight(send);
    await screenshot(page, 'phone-dialog-ring-request-390');
    await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await inSight(send);
    await send.click();
    await dialog.getByText('Bitte schreiben Sie eine Antwort').waitFor();
    await remove.click();
    await page
      .getByRole('dialog', { name: 'Anfrage löschen?' })
      .getByRole('button', { name: 'Abbrechen' })
      .click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Every dialog has it: the reward form too, taller than the screen with its image field.
    await page.goto(`${e2e.server.url}/admin/rewards`);
    await page.getByRole('button', { name: 'Bild hinzufügen' }).click();
    const form = page.getByRole('dialog', { name: 'Neues Belohnungsbild' });
    await inSight(form.getByRole('button', { name: 'Speichern' }));
    await inSight(form.getByRole('button', { name: 'Abbrechen' }));
    await screenshot(page, 'phone-dialog-reward-390');
    await context.close();
  });
});
