import { readFile } from 'node:fs/promises';
import type { AccessCode } from '@et/contracts';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { answerOf, type PageOptions, screenshot, useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

const e2e = useServerAndBrowser();

/** The admin's codes tab, loaded. */
async function codesTab(options: PageOptions = { width: 1280 }) {
  const opened = await signedInPage(e2e.browser, await e2e.server.given.admin(), {
    ...options,
    path: '/admin/codes',
  });
  await opened.page.getByRole('heading', { name: 'Verfügbare Codes' }).waitFor();
  return opened;
}

/** A code a new user has redeemed, with that user's name. */
async function redeemedCode(): Promise<{ code: string; username: string }> {
  const user = await e2e.server.given.user();
  const { code } = await e2e.server.given.token(user);
  return { code, username: user.user.username };
}

const randomCode = () => String(100000 + Math.floor(Math.random() * 900000));

describe('admin: codes in the browser', () => {
  it('generates a code, shown as available and counted', async () => {
    const { context, page } = await codesTab();
    await page.getByTestId('stat-codes').filter({ hasText: /\d/ }).waitFor();
    const before = Number(await page.getByTestId('stat-codes').textContent());
    const generated = await answerOf<AccessCode>(page, 'POST', '/api/codes', () =>
      page.getByRole('button', { name: 'Neuen Code generieren' }).click(),
    );
    expect(generated.code).toMatch(/^\d{6}$/);
    await page.getByText('Neuer Code generiert').first().waitFor();
    await page.getByTestId(`code-row-${generated.code}`).getByText('Verfügbar').waitFor();
    await expect.poll(() => page.getByTestId('stat-codes').textContent()).toBe(String(before + 1));
    await context.close();
  });

  it('adds a code by hand, and refuses a short one and one that exists', async () => {
    const existing = await e2e.server.given.code();
    const { context, page } = await codesTab();
    const manualInput = page.getByLabel('Code manuell hinzufügen');
    const add = page.getByRole('button', { name: 'Hinzufügen', exact: true });
    await manualInput.fill('12-34');
    expect(await manualInput.inputValue()).toBe('1234');
    expect(await add.isDisabled()).toBe(true);
    await manualInput.blur();
    await page.getByText('Code muss genau 6 Ziffern haben').waitFor();

    let manual = randomCode();
    while (manual === existing) manual = randomCode();
    // Non-digits drop out as typed, and a seventh digit is cut off.
    await manualInput.fill(`${manual.slice(0, 3)} ${manual.slice(3)}9`);
    expect(await manualInput.inputValue()).toBe(manual);
    await add.click();
    await page.getByText('Code manuell hinzugefügt').first().waitFor();
    await page.getByTestId(`code-row-${manual}`).getByText('Verfügbar').waitFor();

    await manualInput.fill(existing);
    await add.click();
    await page.getByText('Diesen Code gibt es bereits').first().waitFor();
    await context.close();
  });

  it('generates a batch of 3 with a CSV file and a printable sheet of QR codes', async () => {
    const { context, page } = await codesTab();
    await page.getByLabel('Mehrere Codes erzeugen').fill('3');
    const batch = await answerOf<{ codes: AccessCode[] }>(page, 'POST', '/api/codes/batch', () =>
      page.getByRole('button', { name: 'Erzeugen', exact: true }).click(),
    );
    expect(batch.codes).toHaveLength(3);
    await page.getByText('3 Codes erzeugt').first().waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^energietaler-codes_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}\.csv$/);
    // As German Excel opens it: a UTF-8 BOM, semicolons, CRLF, German words, each code kept as text
    // (="012345", else Excel drops leading zeros), the time as YYYY-MM-DD HH:mm.
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe('Code;Status;Erstellt');
    expect(lines.slice(1).map((line) => line.split(';'))).toEqual(
      batch.codes.map((code) => [
        `"=""${code.code}"""`,
        'Verfügbar',
        expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      ]),
    );

    await page.getByRole('button', { name: 'Druckbogen öffnen' }).click();
    const sheet = page.getByRole('dialog', { name: 'Druckbogen: 3 Codes' });
    const cells = sheet.getByTestId('sheet-code');
    await cells.nth(2).waitFor();
    expect(await cells.count()).toBe(3);
    for (const [index, code] of batch.codes.entries()) {
      const image = sheet.getByRole('img', { name: `QR-Code für ${code.code}` });
      // The QR code holds the dashboard's address with the code (same library, same options).
      const svg = await QRCode.toString(`${e2e.server.url}/?code=${code.code}`, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
      });
      expect(await image.getAttribute('src')).toBe(
        `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
      );
      expect(
        await image.evaluate(
          (img: { complete: boolean; naturalWidth: number }) => img.complete && img.naturalWidth > 0,
        ),
      ).toBe(true);
      expect(await cells.nth(index).textContent()).toContain(code.code);
    }
    await screenshot(page, 'admin-codes-sheet-1280');
    // Printing shows the sheet alone.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#root').isVisible()).toBe(false);
    expect(await cells.first().isVisible()).toBe(true);
    expect(await sheet.getByRole('button', { name: 'Drucken' }).isVisible()).toBe(false);
    await screenshot(page, 'admin-codes-print');
    await page.emulateMedia({ media: 'screen' });
    await sheet.getByRole('button', { name: 'Schließen' }).first().click();
    await sheet.waitFor({ state: 'detached' });
    await context.close();
  });

  it('searches by code and by user, and filters by status', async () => {
    const free = await e2e.server.given.code();
    const used = await redeemedCode();
    const { context, page } = await codesTab();
    const freeRow = page.getByTestId(`code-row-${free}`);
    const usedRow = page.getByTestId(`code-row-${used.code}`);
    const search = page.getByPlaceholder('Suchen nach Code oder Benutzer');
    await search.fill(free);
    await freeRow.getByText('Verfügbar').waitFor();
    await usedRow.waitFor({ state: 'detached' });
    await search.fill(used.username);
    await usedRow.getByText('Belegt').waitFor();
    await usedRow.getByText(used.username).waitFor();
    await freeRow.waitFor({ state: 'detached' });
    await search.fill('');
    await page.getByLabel('Nach Status filtern').selectOption('used');
    await usedRow.waitFor();
    await freeRow.waitFor({ state: 'detached' });
    await page.getByLabel('Nach Status filtern').selectOption('available');
    await freeRow.waitFor();
    await usedRow.waitFor({ state: 'detached' });
    await page.getByLabel('Nach Status filtern').selectOption('all');
    await usedRow.waitFor();
    await freeRow.waitFor();
    await context.close();
  });

  it('deletes a free code after confirming, and keeps a redeemed one', async () => {
    const free = await e2e.server.given.code();
    const used = await redeemedCode();
    const { context, page } = await codesTab();
    await page.getByRole('button', { name: `Code ${free} löschen` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Code gelöscht').first().waitFor();
    await page.getByTestId(`code-row-${free}`).waitFor({ state: 'detached' });

    const usedRow = page.getByTestId(`code-row-${used.code}`);
    await page.getByRole('button', { name: `Code ${used.code} löschen` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Dieser Code gehört zu einem bestehenden Energietaler').first().waitFor();
    await usedRow.getByText('Belegt').waitFor();
    await screenshot(page, 'admin-codes-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await usedRow.getByText('Belegt').waitFor();
    await screenshot(page, 'admin-codes-390');
    await context.close();
  });

  it('opens a code’s history in the audit trail, and from there the token’s', async () => {
    const used = await redeemedCode();
    const { context, page } = await codesTab({ width: 390 });
    const usedRow = page.getByTestId(`code-row-${used.code}`);
    await usedRow.getByRole('link', { name: `Verlauf von Code ${used.code}` }).click();
    await page.waitForURL(new RegExp(`/admin/audit\\?code=${used.code}`));
    expect(await page.getByLabel('Code', { exact: true }).inputValue()).toBe(used.code);
    await page.getByText('Code eingelöst').first().waitFor();
    await screenshot(page, 'admin-audit-code-390');
    // By the token the code became: its history has no "code created".
    const tokenId = await page
      .locator('dt', { hasText: /^Energietaler-ID$/ })
      .first()
      .locator('+ dd')
      .textContent();
    await page.getByLabel('Code', { exact: true }).fill('');
    await page.getByLabel('Energietaler-ID').fill(tokenId ?? '');
    await page.waitForURL(new RegExp(`/admin/audit\\?tokenId=${tokenId}$`));
    // The previous (code) list stays until the token's one has loaded.
    await expect.poll(() => page.getByText('Code erstellt').count(), { timeout: 5000 }).toBe(0);
    await page.getByText('Code eingelöst').first().waitFor();
    await context.close();
  });

  it('shows the codes tab on a phone', async () => {
    const { context, page } = await codesTab({ width: 390 });
    const generated = await answerOf<AccessCode>(page, 'POST', '/api/codes', () =>
      page.getByRole('button', { name: 'Neuen Code generieren' }).click(),
    );
    await page.getByTestId(`code-row-${generated.code}`).getByText('Verfügbar').waitFor();
    // Nothing wider than the phone.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('keeps an idle admin tab quiet: no polling, the live channel only', async () => {
    const { context, page } = await codesTab();
    await page.waitForLoadState('networkidle');
    // API calls only: code fetched on demand (the service worker's registration) is not polling.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request.url());
    });
    await page.waitForTimeout(6000);
    // The spec's client polls the codes every 500 ms and the users every 2 s: 15 requests in 6 s.
    console.log(`idle admin codes tab, 6 s: ${requests.length} requests (spec polling: 15)`);
    expect(requests.length).toBeLessThanOrEqual(0.05 * 15);
    await context.close();
  });
});
