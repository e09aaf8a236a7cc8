import type { TestClient } from '@et/gateway/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPage, type PageOptions } from './harness';

/**
 * A fresh browser context signed in as `client`'s account (e.g. from `server.given.user()` or
 * `server.given.admin()`) by its session cookie, so a test reaches its page without the login
 * form; the form itself is tested in accounts.test.ts. Opens `path` when given.
 */
export async function signedInPage(
  browser: Browser,
  client: TestClient,
  options: PageOptions & { path?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const separator = client.cookie.indexOf('=');
  if (separator < 1) throw new Error('signedInPage: the client has no session');
  const { context, page } = await newPage(browser, options);
  await context.addCookies([
    {
      name: client.cookie.slice(0, separator),
      value: client.cookie.slice(separator + 1),
      url: client.baseUrl,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  if (options.path !== undefined) await page.goto(`${client.baseUrl}${options.path}`);
  return { context, page };
}

/** Fills in and sends the login form on the page, for tests about what a login leads to. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Benutzername oder E-Mail').fill(username);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}
