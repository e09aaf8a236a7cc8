import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './support/harness';

/**
 * Spec 1: the language is detected from the query parameter `lng`, the cookie, localStorage,
 * sessionStorage, the browser's setting and `<html lang>`, in that order; the choice is cached in
 * localStorage; German is the default and the fallback (issue 25: i18next's language detector).
 */
const e2e = useServerAndBrowser();

const heading = (page: Page, name: 'Willkommen' | 'Welcome') => page.getByRole('heading', { name }).waitFor();
const htmlLang = (page: Page) => page.evaluate<string>('document.documentElement.lang');
const cached = (page: Page) => page.evaluate(() => localStorage.getItem('i18nextLng'));

describe('the language', () => {
  it('chosen by ?lng= stays on the next page', async () => {
    const { context, page } = await newPage(e2e.browser, { width: 390, locale: 'de-DE' });
    await page.goto(`${e2e.server.url}/auth?lng=en`);
    await heading(page, 'Welcome');
    expect(await htmlLang(page)).toBe('en');
    expect(await cached(page)).toBe('en');

    await page.goto(`${e2e.server.url}/auth`);
    await heading(page, 'Welcome');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    await context.close();
  });

  it('follows the browser, German by default and for a language the app does not speak', async () => {
    for (const [locale, expected] of [
      ['en-US', 'en'],
      ['fr-FR', 'de'],
    ] as const) {
      const { context, page } = await newPage(e2e.browser, { width: 390, locale });
      await page.goto(`${e2e.server.url}/auth`);
      await heading(page, expected === 'en' ? 'Welcome' : 'Willkommen');
      expect(await htmlLang(page)).toBe(expected);
      expect(await cached(page)).toBe(expected);
      await context.close();
    }
  });

  it('takes the cookie before the browser and keeps it after the cookie is gone', async () => {
    const { context, page } = await newPage(e2e.browser, { width: 1280, locale: 'en-US' });
    await context.addCookies([{ name: 'i18next', value: 'de', url: e2e.server.url }]);
    await page.goto(`${e2e.server.url}/auth`);
    await heading(page, 'Willkommen');

    await context.clearCookies();
    await page.goto(`${e2e.server.url}/auth?lng=xx`); // not a language of the app: the next source decides
    await heading(page, 'Willkommen');
    expect(await htmlLang(page)).toBe('de');
    expect(await cached(page)).toBe('de');
    await context.close();
  });
});
