import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

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

/**
 * Issue 25: never a blank page. index.html carries its own fallback (in the cached language, with a
 * reload button) for when the app's script does not load or the app has not started in 6 s.
 */
describe('the page the server sends', () => {
  const fallbackTitle = { de: 'Energietaler lädt nicht', en: 'Energietaler is not loading' };
  const scripts = /\/assets\/[^/]+\.js$/;

  it('shows its own fallback when the scripts do not load, and the app once they do', async () => {
    const { context, page } = await newPage(e2e.browser, { width: 390, locale: 'de-DE' });
    let blocked = true;
    await page.route(scripts, (route) => (blocked ? route.abort('internetdisconnected') : route.continue()));
    await page.goto(`${e2e.server.url}/auth`);
    await page.getByRole('heading', { name: fallbackTitle.de }).waitFor();
    const reload = page.getByRole('button', { name: 'Neu laden', exact: true });
    expect(await reload.isVisible()).toBe(true);
    expect(await page.getByText(fallbackTitle.en).isVisible()).toBe(false);

    blocked = false;
    await reload.click();
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await page.getByText(fallbackTitle.de).isVisible()).toBe(false);
    await context.close();
  });

  it('draws the header bar before the app’s script has arrived, and only one once it has', async () => {
    const { context, page } = await newPage(e2e.browser, { width: 390, locale: 'de-DE' });
    let arrive = () => {};
    const held = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    // The app's script waits; the page the server sent is all there is.
    await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // DOMContentLoaded waits for the module script: only the response is awaited.
    await page.goto(`${e2e.server.url}/auth`, { waitUntil: 'commit' });
    const shell = page.locator('#boot-shell');
    await shell.waitFor();
    const bar = await shell.boundingBox();
    expect(bar).toMatchObject({ x: 0, y: 0, width: 390 });
    expect(bar!.height).toBeGreaterThanOrEqual(64);
    const drawn = await page.evaluate<string[]>(
      `[...document.querySelectorAll('#boot-shell [data-language]')]
        .map((span) => getComputedStyle(span, '::before').content)`,
    );
    expect(drawn).toEqual(['"DE"', '"EN"']);
    // Drawn, not text: nothing a locator for the app's DE/EN could take for them.
    expect(await page.getByText('DE', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('banner').count()).toBe(0);

    arrive();
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'DE', exact: true }).waitFor();
    expect(await shell.count()).toBe(0);
    // The app's bar takes the stand-in's place: same height, so nothing below it moves.
    expect((await header.boundingBox())!.height).toBeCloseTo(bar!.height, 0);
    await context.close();
  });

  it('speaks the language the app cached when a signed-in page cannot load the next one', async () => {
    const client = await e2e.server.given.user();
    const { context, page } = await signedInPage(e2e.browser, client, { width: 390, path: '/?lng=en' });
    await page.getByLabel('Code', { exact: true }).waitFor();
    await page.getByText(`Welcome, ${client.user.username}!`).waitFor();
    // The network drops; the next page's code does not load: the app reloads once, and the
    // reloaded page's own scripts fail too. Before issue 25 that page stayed white.
    await page.route(scripts, (route) => route.abort('internetdisconnected'));
    await page.evaluate(`(() => {
      window.history.pushState({}, '', '/changelog');
      window.dispatchEvent(new PopStateEvent('popstate'));
    })()`);
    await page.getByRole('heading', { name: fallbackTitle.en }).waitFor();
    expect(await page.getByRole('button', { name: 'Reload', exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(fallbackTitle.de).isVisible()).toBe(false);
    await context.close();
  });

  it('keeps it hidden on a normal start, also after its 6 s', async () => {
    const { context, page } = await newPage(e2e.browser, { width: 1280 });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${e2e.server.url}/auth`);
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    await page.waitForTimeout(6500);
    // The inline script ran (the policy allows it by its hash) and found the app started.
    expect(await page.evaluate<string | null>("document.documentElement.getAttribute('data-boot')")).toBe(
      'de',
    );
    expect(await page.getByText(fallbackTitle.de).isVisible()).toBe(false);
    expect(refused).toEqual([]);
    await context.close();
  });
});
