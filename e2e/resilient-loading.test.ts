import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './support/harness';

/**
 * Issue 12, resilient loading: a page whose chunk does not load (an old tab after a redeploy, a
 * dropped connection) reloads itself once, then shows a message and a reload button while the
 * header stays usable; once the chunk loads again, the button brings the page.
 */
const e2e = useServerAndBrowser();

describe('a page whose code does not load', () => {
  for (const { locale, message, reload } of [
    { locale: 'de-DE', message: 'Diese Seite konnte nicht geladen werden.', reload: 'Neu laden' },
    { locale: 'en-US', message: 'This page could not be loaded.', reload: 'Reload' },
  ]) {
    it(`reloads once by itself, then offers a reload button (${locale})`, async () => {
      const { context, page } = await newPage(e2e.browser, { width: 390, locale });
      // The login page's own chunk fails; everything else loads.
      let blocked = true;
      let refused = 0;
      await page.route(/\/assets\/auth-page-[^/]+\.js$/, async (route) => {
        if (!blocked) return route.continue();
        refused++;
        return route.abort('failed');
      });
      let documents = 0;
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents++;
      });

      await page.goto(`${e2e.server.url}/auth`);
      await page.getByText(message).waitFor();
      const button = page.getByRole('button', { name: reload, exact: true });
      await button.waitFor();
      // One automatic reload (two documents), not a loop; the chunk was asked for on each.
      await page.waitForTimeout(1000);
      expect(documents).toBe(2);
      expect(refused).toBeGreaterThanOrEqual(2);
      // The frame stays: the header and its language switch are there.
      await page.getByRole('banner').getByRole('link').first().waitFor();

      blocked = false;
      await button.click();
      await page.getByRole('button', { name: locale === 'de-DE' ? 'Anmelden' : 'Sign in' }).waitFor();
      expect(await page.getByText(message).count()).toBe(0);
      expect(documents).toBe(3);
      await context.close();
    });
  }

  it('shows the message on the next page only for that page', async () => {
    const { context, page } = await newPage(e2e.browser, { width: 1280 });
    await page.route(/\/assets\/changelog-page-[^/]+\.js$/, (route) => route.abort('failed'));
    await page.goto(`${e2e.server.url}/auth`);
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    // A client-side move to the failing page: one reload, then the message at its address.
    await page.evaluate(`(() => {
      window.history.pushState({}, '', '/changelog');
      window.dispatchEvent(new PopStateEvent('popstate'));
    })()`);
    await page.getByText('Diese Seite konnte nicht geladen werden.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/changelog');
    // Another page works: the boundary starts over with the address.
    await page.goBack();
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await page.getByText('Diese Seite konnte nicht geladen werden.').count()).toBe(0);
    await context.close();
  });
});
