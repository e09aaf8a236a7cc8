import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unique, useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

const e2e = useServerAndBrowser();

const statsText = (page: Page) => page.getByRole('region', { name: 'Kennzahlen' }).textContent();

describe('redeeming a code in the browser', () => {
  it('turns a linked code into a token through the dialog, and the admin’s list shows it used at once', async () => {
    const frequency = await e2e.server.given.frequency({ nameDE: unique('Ruhe') });
    const code = await e2e.server.given.code();
    const user = await e2e.server.given.user();

    const admin = await signedInPage(e2e.browser, await e2e.server.given.admin(), { path: '/admin/codes' });
    const row = admin.page.getByTestId(`code-row-${code}`);
    await row.getByText('Verfügbar').waitFor();
    const statsBefore = await statsText(admin.page);

    // The user follows a link with the code (as on the printed sheet) in another browser.
    const { context, page } = await signedInPage(e2e.browser, user, { width: 390, path: `/?code=${code}` });
    const pick = page.getByRole('dialog', { name: 'Frequenz wählen' });
    await pick.waitFor();
    expect(await pick.getByText(code).count()).toBe(1);
    await pick.locator('label', { hasText: frequency.nameDE }).click();
    await pick.getByRole('button', { name: 'Energietaler erstellen' }).click();
    await page.getByText('Energietaler wurde erstellt!').first().waitFor();
    await pick.waitFor({ state: 'detached' });
    await page.getByTestId(`token-card-${code}`).getByText(frequency.nameDE).waitFor();
    await context.close();

    // The admin's page follows over /ws, without a reload.
    await row.getByText('Belegt').waitFor({ timeout: 10_000 });
    await row.getByText(user.user.username).waitFor();
    await expect.poll(() => statsText(admin.page), { timeout: 10_000 }).not.toBe(statsBefore);
    expect(await statsText(admin.page)).toMatch(/\d+ verfügbar · \d+ belegt/);
    await admin.context.close();
  });
});
