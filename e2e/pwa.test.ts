import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, root, screenshot, useServerAndBrowser } from './support/harness';

// A copy of the build of its own: the update test deploys a "new version" of the service worker.
const dist = mkdtempSync(path.join(tmpdir(), 'et-pwa-'));
cpSync(process.env.FRONTEND_DIST ?? path.join(root, 'frontend/dist'), dist, { recursive: true });
const e2e = useServerAndBrowser({ FRONTEND_DIST: dist });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

// Scripts run in the page (as text: this project's types have no DOM).

/** Waits until the page's service worker is active and controls the page; says which and where. */
const controlledScript = `(async () => {
  const registration = await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller)
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  const worker = registration.active;
  if (worker && worker.state !== 'activated')
    await new Promise((resolve) => worker.addEventListener('statechange', resolve, { once: true }));
  return registration.scope + ' ' + worker?.state + ' ' + worker?.scriptURL;
})()`;

const controlled = (page: Page) => page.evaluate<string>(controlledScript);

/** Asks the browser to look for a new service worker now (it does on navigations and hourly). */
const checkForUpdate = (page: Page) =>
  page.evaluate('navigator.serviceWorker.getRegistration().then((registration) => registration.update())');

const registrationState = (page: Page) =>
  page.evaluate<{ waiting: unknown; active: string }>(`navigator.serviceWorker.getRegistration()
    .then((registration) => ({ waiting: registration.waiting, active: registration.active?.state }))`);

describe('installable app (PWA)', () => {
  it('has a manifest with the German name, start URL, standalone display and icons that exist', async () => {
    const { context, page } = await newPage(e2e.browser, { width: 390, serviceWorkers: 'allow' });
    await page.goto(`${e2e.server.url}/auth`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(
      '/apple-touch-icon.png',
    );
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/Energietaler/);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    const manifest = (await (await fetch(`${e2e.server.url}${href}`)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Energietaler',
      short_name: 'Energietaler',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#b45309',
      lang: 'de',
    });
    expect(String(manifest.description)).toMatch(/Energietaler/);
    expect(String(manifest.background_color)).toMatch(/^#[0-9a-f]{6}$/);
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ])
      expect(icons.some((icon) => icon.sizes === sizes && icon.purpose === purpose)).toBe(true);
    for (const src of [...icons.map((icon) => icon.src), '/apple-touch-icon.png']) {
      const answer = await fetch(`${e2e.server.url}${src}`);
      expect(answer.status, src).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      // The PNG's own width and height (IHDR) are the size the manifest names.
      const bytes = Buffer.from(await answer.arrayBuffer());
      const size = `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
      expect(size).toBe(
        src === '/apple-touch-icon.png' ? '180x180' : icons.find((icon) => icon.src === src)?.sizes,
      );
    }
    await context.close();
  });

  it('activates the service worker, then opens the app with the network cut', async () => {
    const { context, page } = await newPage(e2e.browser, { width: 390, serviceWorkers: 'allow' });
    await page.goto(`${e2e.server.url}/auth`);
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await controlled(page)).toBe(`${e2e.server.url}/ activated ${e2e.server.url}/sw.js`);

    await context.setOffline(true);
    // A second visit, by a new page of the same browser: the shell and its scripts come from the cache.
    const second = await context.newPage();
    const refused: string[] = [];
    second.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await second.goto(`${e2e.server.url}/auth`);
    await second.getByRole('link', { name: 'Energietaler – zur Startseite' }).first().waitFor();
    await second.getByRole('button', { name: 'Anmelden' }).waitFor();
    // The cached shell still carries the page's own fallback against a blank page (issue 25), its
    // script allowed by the cached policy, and hidden because the app started.
    expect(await second.locator('#boot-fallback').count()).toBe(1);
    expect(await second.locator('#boot-fallback').isVisible()).toBe(false);
    expect(refused).toEqual([]);
    await screenshot(second, 'pwa-offline-auth-390');
    // A route the server answers itself (the API's page) shows the offline page, in German…
    await second.goto(`${e2e.server.url}/api/docs`);
    await second.getByRole('heading', { name: 'Sie sind offline' }).waitFor();
    expect(await second.getByRole('heading', { name: 'You are offline' }).isVisible()).toBe(false);
    await screenshot(second, 'pwa-offline-page-de-390');
    // …or in English when the app's language is English.
    await second.evaluate("localStorage.setItem('i18nextLng', 'en')");
    await second.reload();
    await second.getByRole('heading', { name: 'You are offline' }).waitFor();
    expect(await second.locator('html').getAttribute('lang')).toBe('en');
    await context.setOffline(false);
    await context.close();
  });

  it('offers to reload when a new version is waiting, and the reload brings it in', async () => {
    const { context, page } = await newPage(e2e.browser, { width: 390, serviceWorkers: 'allow' });
    await page.goto(`${e2e.server.url}/auth`);
    await controlled(page);
    const prompt = page.getByRole('region', { name: 'Neue Version' });
    expect(await prompt.count()).toBe(0);

    // A deploy: the service worker changes (its precache list would name the new files).
    appendFileSync(path.join(dist, 'sw.js'), '\n// the next version\n');
    await checkForUpdate(page);
    await prompt.waitFor();
    expect(await prompt.getByRole('status').textContent()).toBe('Neue Version verfügbar');
    await screenshot(page, 'pwa-update-prompt-390');
    // The page stays usable under the prompt.
    expect(await page.getByRole('button', { name: 'Anmelden' }).isEnabled()).toBe(true);

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Neu laden' }).click()]);
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    const state = await registrationState(page);
    expect(state).toEqual({ waiting: null, active: 'activated' });
    expect(await prompt.count()).toBe(0);
    await context.close();
  });
});
