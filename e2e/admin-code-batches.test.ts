import { readFile } from 'node:fs/promises';
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

/**
 * Issue 25: a batch larger than the API's 500 per request goes in requests of 500 with a progress
 * "500 von 1.200"; the button says it is working and takes no second press; afterwards the new codes
 * (the first ones by name, "… und N weitere"), their CSV and their QR sheet; counts read German.
 */
const e2e = useServerAndBrowser();

describe('admin: generating codes in batches', () => {
  it('makes 1.200 codes in three requests with progress, on a phone', async () => {
    const { context, page } = await signedInPage(e2e.browser, await e2e.server.given.admin(), {
      width: 390,
      path: '/admin/codes',
    });
    await page.getByRole('heading', { name: 'Verfügbare Codes' }).waitFor();

    // Each request waits until the test lets it through, so the progress can be seen between them.
    const asked: number[] = [];
    const waiting: Route[] = [];
    await page.route('**/api/codes/batch', (route) => {
      asked.push((route.request().postDataJSON() as { count: number }).count);
      waiting.push(route);
    });
    const release = async () => {
      await expect.poll(() => waiting.length).toBeGreaterThan(0);
      await waiting.shift()?.continue();
    };

    const count = page.getByLabel('Mehrere Codes erzeugen');
    // Typed the German way, with a thousands point.
    await count.fill('1.200');
    const submit = page.getByRole('button', { name: 'Erzeugen', exact: true });
    await submit.click();
    const busy = page.getByRole('button', { name: 'Wird erzeugt …' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    // A second press (by force: the button is disabled) starts nothing.
    await busy.click({ force: true });
    const progress = page.getByTestId('batch-progress');
    await progress.getByText('1.200 Codes werden erzeugt …').waitFor();
    await progress.getByText('0 von 1.200').waitFor();

    await release();
    await progress.getByText('500 von 1.200').waitFor();
    expect(await progress.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('500');
    await screenshot(page, 'admin-codes-batch-progress-390');
    await release();
    await progress.getByText('1.000 von 1.200').waitFor();
    await release();
    const result = page.getByTestId('batch-result');
    await result.getByText('1.200 Codes erzeugt').waitFor();
    expect(asked).toEqual([500, 500, 200]);
    await progress.waitFor({ state: 'detached' });
    expect(await submit.isEnabled()).toBe(true);

    // The first twelve by name, the rest counted.
    const listed = result.getByRole('listitem');
    expect(await listed.count()).toBe(12);
    expect(await listed.first().textContent()).toMatch(/^\d{6}$/);
    await result.getByText('… und 1.188 weitere Codes').waitFor();

    // The counts on the page read German: the stat card and the list's total.
    await expect.poll(() => page.getByTestId('stat-codes').textContent()).toMatch(/^1\.2\d\d$/);
    await page.getByText(/^Seite 1 von \d+ \(1\.2\d\d Einträge\)$/).waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin-codes-batch-result-390');

    // The CSV holds exactly the 1,200 new codes, the first of them as listed.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      result.getByRole('button', { name: 'CSV herunterladen' }).click(),
    ]);
    const lines = (await readFile(await download.path(), 'utf8')).replace(/\r\n$/, '').split('\r\n');
    expect(lines[0]).toBe('\uFEFFCode;Status;Erstellt');
    const codes = lines.slice(1).map((line) => /^"=""(\d{6})"""/.exec(line)?.[1]);
    expect(codes).toHaveLength(1200);
    expect(new Set(codes).size).toBe(1200);
    expect(codes[0]).toBe(await listed.first().textContent());

    // The sheet is of the same 1,200 (found by CSS: role queries over 1,200 images take seconds each).
    await result.getByRole('button', { name: 'Druckbogen öffnen' }).click();
    const sheet = page.locator('[role=dialog]');
    await sheet.getByText('Druckbogen: 1.200 Codes').waitFor();
    const opened = Date.now();
    await expect
      .poll(() => page.evaluate("document.querySelectorAll('[data-testid=sheet-code] img[src]').length"), {
        timeout: 120_000,
      })
      .toBe(1200);
    console.log(`QR sheet of 1,200 codes drawn in ${Date.now() - opened} ms`);
    // Then Chromium paints 1,200 SVG images on the page's main thread; on a loaded machine that
    // held the next DOM query past Playwright's default 30 s once (after 26 s of drawing).
    const first = sheet.locator('[data-testid=sheet-code]').first();
    expect(await first.textContent({ timeout: 90_000 })).toContain(codes[0]);
    await context.close();
  }, 240_000);

  it('shows the progress and the result on a desktop too', async () => {
    const { context, page } = await signedInPage(e2e.browser, await e2e.server.given.admin(), {
      width: 1280,
      path: '/admin/codes',
    });
    await page.getByRole('heading', { name: 'Verfügbare Codes' }).waitFor();
    let hold: Route | undefined;
    await page.route('**/api/codes/batch', async (route) => {
      if (hold === undefined) {
        hold = route;
        return;
      }
      await route.continue();
    });
    await page.getByLabel('Mehrere Codes erzeugen').fill('600');
    await page.getByRole('button', { name: 'Erzeugen', exact: true }).click();
    await page.getByText('0 von 600').waitFor();
    await screenshot(page, 'admin-codes-batch-progress-1280');
    await expect.poll(() => hold !== undefined).toBe(true);
    await hold?.continue();
    await page.getByTestId('batch-result').getByText('600 Codes erzeugt').waitFor();
    await screenshot(page, 'admin-codes-batch-result-1280');
    await context.close();
  });

  it('refuses a count it cannot make, in German', async () => {
    const { context, page } = await signedInPage(e2e.browser, await e2e.server.given.admin(), {
      width: 390,
      path: '/admin/codes',
    });
    await page.getByRole('heading', { name: 'Verfügbare Codes' }).waitFor();
    let asked = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/codes/batch') asked++;
    });
    for (const typed of ['0', '2.001', '1,5', 'zehn']) {
      await page.getByLabel('Mehrere Codes erzeugen').fill(typed);
      await page.getByRole('button', { name: 'Erzeugen', exact: true }).click();
      await page.getByText('Bitte eine ganze Zahl von 1 bis 2.000 eingeben').waitFor();
    }
    expect(asked).toBe(0);
    await context.close();
  });

  it('makes ring codes the same way; in English the CSV and the counts are English', async () => {
    const admin = await e2e.server.given.admin();
    await admin.post('/api/ring-types/defaults');
    const { context, page } = await signedInPage(e2e.browser, admin, {
      width: 390,
      path: '/admin/ring-codes',
    });
    await page.getByRole('heading', { name: 'Verfügbare Ring-Codes' }).waitFor();
    await page.getByLabel('Ringtyp für neue Codes').selectOption('gold');
    let held: Route | undefined;
    await page.route('**/api/ring-codes/batch', async (route) => {
      if (held === undefined) held = route;
      else await route.continue();
    });
    await page.getByLabel('Mehrere Ring-Codes erzeugen').fill('1.001');
    await page.getByRole('button', { name: 'Erzeugen', exact: true }).click();
    await page.getByText('1.001 Ring-Codes werden erzeugt …').waitFor();
    await page.getByText('0 von 1.001').waitFor();
    await screenshot(page, 'admin-ring-codes-batch-progress-390');
    await expect.poll(() => held !== undefined).toBe(true);
    await held?.continue();
    const result = page.getByTestId('batch-result');
    await result.getByText('1.001 Ring-Codes erzeugt').waitFor();
    await result.getByText('… und 989 weitere Ring-Codes').waitFor();
    await screenshot(page, 'admin-ring-codes-batch-result-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'admin-ring-codes-batch-result-1280');

    // The same result in English: English words and number formats, an English CSV header.
    await page
      .getByRole('group', { name: 'Sprache' })
      .getByRole('button', { name: 'EN', exact: true })
      .click();
    await result.getByText('1,001 ring codes generated').waitFor();
    await result.getByText('… and 989 more ring codes').waitFor();
    await page.getByText('0 rings active · 1,001 ring codes free').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      result.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^energietaler-ring-codes_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}\.csv$/,
    );
    const lines = (await readFile(await download.path(), 'utf8')).replace(/\r\n$/, '').split('\r\n');
    expect(lines[0]).toBe('\uFEFFCode;Ring type;Status;Created');
    expect(lines).toHaveLength(1002);
    expect(lines[1]).toMatch(/;gold;Available;\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await context.close();
  }, 60_000);
});
