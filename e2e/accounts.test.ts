import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  launchBrowser,
  newPage,
  type RunningServer,
  resetLinkIn,
  screenshot,
  startMailbox,
  startServer,
  unique,
} from './support/harness';

type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

let server: RunningServer;
let mailbox: Mailbox;
let browser: Browser;

/** Configures outgoing mail through the admin API, as an admin would in the settings tab. */
async function configureMail(): Promise<void> {
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const saved = await fetch(`${server.url}/api/website-settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      smtpHost: '127.0.0.1',
      smtpPort: String(mailbox.port),
      smtpUser: 'mailer@example.com',
      smtpPass: 'smtp-password',
      smtpFrom: 'mailer@example.com',
    }),
  });
  expect(saved.status).toBe(200);
}

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer();
  browser = await launchBrowser();
  await configureMail();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.stop();
});

describe('accounts in the browser', () => {
  it('shows /auth on a phone and on a desktop (screenshots)', async () => {
    for (const width of [390, 1280]) {
      const { context, page } = await newPage(browser, { width });
      await page.goto(`${server.url}/auth`);
      await page.getByRole('heading', { name: 'Willkommen' }).waitFor();
      await page.getByText('Melden Sie sich an, um Ihre Codes und Tokens zu verwalten').waitFor();
      await screenshot(page, `auth-${width}`);
      await context.close();
    }
  });

  it('registers and lands on the dashboard; logs out and in again by e-mail', async () => {
    const { context, page } = await newPage(browser, { width: 390 });
    const name = unique('anna');
    await page.goto(`${server.url}/auth`);
    await page.getByRole('tab', { name: 'Registrieren' }).click();
    await page.getByLabel('Benutzername', { exact: true }).fill(name);
    await page.getByLabel('E-Mail').fill(`${name}@example.com`);
    await page.getByLabel('Passwort').fill('ein-gutes-passwort-1');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByText(`Willkommen, ${name}!`).waitFor();
    // A new account gets the onboarding first; it can wait.
    await page
      .getByRole('dialog', { name: 'Erste Schritte' })
      .getByRole('button', { name: 'Schließen' })
      .click();

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(`${server.url}/auth`);

    await page.getByLabel('Benutzername oder E-Mail').fill(`${name}@example.com`);
    await page.getByLabel('Passwort').fill('ein-gutes-passwort-1');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByText(`Willkommen, ${name}!`).waitFor();
    await context.close();
  });

  it('shows a clear message for a wrong password', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/auth`);
    await page.getByLabel('Benutzername oder E-Mail').fill('nobody-here');
    await page.getByLabel('Passwort').fill('wrong-password');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByText('Login fehlgeschlagen').first().waitFor();
    await page.getByText('Benutzername oder Passwort ist falsch').first().waitFor();
    await context.close();
  });

  it('resets a forgotten password through the e-mail link', async () => {
    const name = unique('bernd');
    const email = `${name}@example.com`;
    const { context, page } = await newPage(browser, { width: 390 });
    await page.goto(`${server.url}/auth`);
    await page.getByRole('tab', { name: 'Registrieren' }).click();
    await page.getByLabel('Benutzername', { exact: true }).fill(name);
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Passwort').fill('altes-passwort-1');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page.waitForURL(`${server.url}/`);
    await context.clearCookies();

    await page.goto(`${server.url}/auth`);
    await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
    await page.getByLabel('E-Mail').fill(email);
    await page.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
    await page.getByText('E-Mail gesendet').first().waitFor();

    const link = resetLinkIn(await mailbox.next(email));
    await page.goto(link);
    await page.getByLabel('Neues Passwort').fill('neues-passwort-2');
    await page.getByLabel('Passwort bestätigen').fill('anderes-passwort');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByText('Die Passwörter stimmen nicht überein').waitFor();
    await page.getByLabel('Passwort bestätigen').fill('neues-passwort-2');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.waitForURL(`${server.url}/auth`);
    await page.getByText('Ihr Passwort wurde erfolgreich zurückgesetzt').first().waitFor();

    await page.getByLabel('Benutzername oder E-Mail').fill(name);
    await page.getByLabel('Passwort').fill('neues-passwort-2');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(`${server.url}/`);
    await context.close();
  });

  it('switches the language', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/auth`);
    await page.getByRole('heading', { name: 'Willkommen' }).waitFor();
    await page.getByRole('button', { name: 'Sprache wechseln (Deutsch/Englisch)' }).click();
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await context.close();
  });

  it('sends a protected page to /auth and back after login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/settings`);
    await page.waitForURL(/\/auth\?redirect=%2Fsettings/);
    await page.getByLabel('Benutzername oder E-Mail').fill(admin.username);
    await page.getByLabel('Passwort').fill(admin.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(`${server.url}/settings`);
    await context.close();
  });

  it('lets an admin block a user whose open page then loses its session', async () => {
    const name = unique('clara');
    const user = await newPage(browser, { width: 390 });
    await user.page.goto(`${server.url}/auth`);
    await user.page.getByRole('tab', { name: 'Registrieren' }).click();
    await user.page.getByLabel('Benutzername', { exact: true }).fill(name);
    await user.page.getByLabel('E-Mail').fill(`${name}@example.com`);
    await user.page.getByLabel('Passwort').fill('ein-gutes-passwort-1');
    await user.page.getByRole('button', { name: 'Registrieren' }).click();
    await user.page.waitForURL(`${server.url}/`);

    const adminPage = await newPage(browser, { width: 1280 });
    await adminPage.page.goto(`${server.url}/auth`);
    await adminPage.page.getByLabel('Benutzername oder E-Mail').fill(admin.username);
    await adminPage.page.getByLabel('Passwort').fill(admin.password);
    await adminPage.page.getByRole('button', { name: 'Anmelden' }).click();
    await adminPage.page.waitForURL(`${server.url}/admin`);
    await adminPage.page.getByPlaceholder('Suchen nach Name oder E-Mail').fill(name);
    const row = adminPage.page.getByTestId(`user-row-${name}`);
    await row.waitFor();
    await screenshot(adminPage.page, 'admin-users-1280');
    await row.getByRole('switch', { name: `${name} sperren` }).click();
    await adminPage.page.getByText('Benutzer aktualisiert').first().waitFor();

    // The user's open page hears it over /ws and falls back to the login.
    await user.page.waitForURL(/\/auth/, { timeout: 10_000 });
    await user.page.getByLabel('Benutzername oder E-Mail').fill(name);
    await user.page.getByLabel('Passwort').fill('ein-gutes-passwort-1');
    await user.page.getByRole('button', { name: 'Anmelden' }).click();
    await user.page
      .getByText('Ihr Konto ist gesperrt. Bitte wenden Sie sich an den Support.')
      .first()
      .waitFor();
    await user.context.close();

    await adminPage.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(adminPage.page, 'admin-users-390');
    await adminPage.context.close();
  });
});
