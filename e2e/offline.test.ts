import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

/**
 * Issue 25: offline or with the server out of reach, every failed call says so in the user's
 * language, never the browser's "Failed to fetch" / "Load failed" / "NetworkError …".
 */
const e2e = useServerAndBrowser();

const noConnection =
  'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.';

/** None of the browser's own words for a failed fetch anywhere on the page. */
async function expectNoBrowserWords(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/Failed to fetch|Load failed|NetworkError|TypeError/);
}

/** Waits until the page's service worker controls it (it precached the app by then). */
const controlled = (page: Page) =>
  page.evaluate(`(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  })()`);

describe('offline and out of reach', () => {
  it('says "Keine Verbindung" for a command and a query, and recovers once online (phone)', async () => {
    const code = await e2e.server.given.code();
    const { context, page } = await signedInPage(e2e.browser, await e2e.server.given.admin(), {
      width: 390,
      path: '/admin/codes',
    });
    await page.getByRole('heading', { name: 'Verfügbare Codes' }).waitFor();
    await page.getByTestId('stat-codes').filter({ hasText: /\d/ }).waitFor();
    await context.setOffline(true);

    // A command: the batch form says it under the field and in a toast (plain: the toasts' own
    // code has not been loaded yet and cannot be now).
    const said = page.locator('[role=alert], [role=status]').filter({ hasText: noConnection });
    await page.getByLabel('Mehrere Codes erzeugen').fill('3');
    await page.getByRole('button', { name: 'Erzeugen', exact: true }).click();
    await expect.poll(() => said.count()).toBe(2);
    await screenshot(page, 'offline-admin-codes-toast-390');
    await page.getByRole('button', { name: 'Schließen' }).click();
    await expect.poll(() => said.count()).toBe(1);
    // And the header's button, in a toast.
    await page.getByRole('button', { name: 'Neuen Code generieren' }).click();
    await expect.poll(() => said.count()).toBe(2);

    // A query: a search the list has not loaded before shows it, with a retry.
    await page.getByPlaceholder('Suchen nach Code oder Benutzer').fill(code);
    const loadError = page.getByTestId('load-error');
    await loadError.getByText(noConnection).waitFor();
    await loadError.getByRole('button', { name: 'Erneut versuchen' }).waitFor();
    await expectNoBrowserWords(page);
    await screenshot(page, 'offline-admin-codes-390');

    // Back online, the failed list loads by itself.
    await context.setOffline(false);
    await page.getByTestId(`code-row-${code}`).waitFor();
    expect(await loadError.count()).toBe(0);
    await context.close();
  });

  it('keeps what a long batch made when the connection drops halfway', async () => {
    const { context, page } = await signedInPage(e2e.browser, await e2e.server.given.admin(), {
      width: 1280,
      path: '/admin/codes',
    });
    await page.getByRole('heading', { name: 'Verfügbare Codes' }).waitFor();
    let requests = 0;
    // The second request of the run finds no network.
    await page.route('**/api/codes/batch', (route) =>
      ++requests === 2 ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.getByLabel('Mehrere Codes erzeugen').fill('1.200');
    await page.getByRole('button', { name: 'Erzeugen', exact: true }).click();
    const result = page.getByTestId('batch-result');
    await result.getByText('500 von 1.200 Codes erzeugt, dann abgebrochen').waitFor();
    await result.getByText(noConnection).waitFor();
    expect(requests).toBe(2);
    // The 500 made can still be downloaded and printed.
    await result.getByText('… und 488 weitere Codes').waitFor();
    await result.getByRole('button', { name: 'CSV herunterladen' }).waitFor();
    await expectNoBrowserWords(page);
    await screenshot(page, 'offline-admin-codes-partial-1280');
    await context.close();
  });

  it('opens the installed app offline with "Keine Verbindung", not the login form', async () => {
    const user = await e2e.server.given.user();
    const { context, page } = await signedInPage(e2e.browser, user, {
      width: 390,
      path: '/',
      serviceWorkers: 'allow',
    });
    await page.getByTestId('stat-tokens').filter({ hasText: /\d/ }).waitFor();
    await controlled(page);

    await context.setOffline(true);
    await page.reload();
    const loadError = page.getByTestId('load-error');
    await loadError.getByText(noConnection).waitFor();
    expect(page.url()).toBe(`${e2e.server.url}/`);
    expect(await page.getByLabel('Passwort').count()).toBe(0);
    await expectNoBrowserWords(page);
    await screenshot(page, 'offline-dashboard-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'offline-dashboard-1280');

    await context.setOffline(false);
    await loadError.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page.getByTestId('stat-tokens').filter({ hasText: /\d/ }).waitFor();
    await context.close();
  });
});
