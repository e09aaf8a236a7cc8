import { defaultPassword } from '@et/gateway/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  newPage,
  resetLinkIn,
  screenshot,
  startMailbox,
  unique,
  useServerAndBrowser,
} from './support/harness';
import { signedInPage, submitLogin } from './support/sign-in';

type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

const e2e = useServerAndBrowser();
let mailbox: Mailbox;

// Outgoing mail goes to a local mailbox, set up through the admin API as in the settings tab.
beforeAll(async () => {
  mailbox = await startMailbox();
  const saved = await (await e2e.server.given.admin()).patch('/api/website-settings', {
    smtpHost: '127.0.0.1',
    smtpPort: String(mailbox.port),
    smtpUser: 'mailer@example.com',
    smtpPass: 'smtp-password',
    smtpFrom: 'mailer@example.com',
  });
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  await mailbox?.stop();
});

describe('accounts in the browser', () => {
  it('shows /auth on a phone and on a desktop (screenshots)', async () => {
    for (const width of [390, 1280]) {
      const { context, page } = await newPage(e2e.browser, { width });
      await page.goto(`${e2e.server.url}/auth`);
      await page.getByRole('heading', { name: 'Willkommen' }).waitFor();
      await page.getByText('Melden Sie sich an, um Ihre Codes und Tokens zu verwalten').waitFor();
      await screenshot(page, `auth-${width}`);
      await context.close();
    }
  });

  it('registers through the form and lands on the dashboard', async () => {
    const { context, page } = await newPage(e2e.browser, { width: 390 });
    const name = unique('anna');
    await page.goto(`${e2e.server.url}/auth`);
    await page.getByRole('tab', { name: 'Registrieren' }).click();
    await page.getByLabel('Benutzername', { exact: true }).fill(name);
    await page.getByLabel('E-Mail').fill(`${name}@example.com`);
    await page.getByLabel('Passwort').fill('ein-gutes-passwort-1');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page.waitForURL(`${e2e.server.url}/`);
    await page.getByText(`Willkommen, ${name}!`).waitFor();
    await context.close();
  });

  it('logs in through the form by e-mail, and out through the menu', async () => {
    const { username, email } = (await e2e.server.given.user()).user;
    const { context, page } = await newPage(e2e.browser, { width: 390 });
    await page.goto(`${e2e.server.url}/auth`);
    await submitLogin(page, email, defaultPassword);
    await page.waitForURL(`${e2e.server.url}/`);
    await page.getByText(`Willkommen, ${username}!`).waitFor();
    // A new account gets the onboarding first; it can wait.
    await page
      .getByRole('dialog', { name: 'Erste Schritte' })
      .getByRole('button', { name: 'Schließen' })
      .click();

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(`${e2e.server.url}/auth`);
    await page.goto(`${e2e.server.url}/settings`);
    await page.waitForURL(/\/auth\?redirect=/);
    await context.close();
  });

  it('shows a clear message for a wrong password', async () => {
    const { context, page } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/auth`);
    await submitLogin(page, 'nobody-here', 'wrong-password');
    await page.getByText('Login fehlgeschlagen').first().waitFor();
    await page.getByText('Benutzername oder Passwort ist falsch').first().waitFor();
    await context.close();
  });

  it('resets a forgotten password through the e-mail link', async () => {
    const { username: name, email } = (await e2e.server.given.user()).user;
    const { context, page } = await newPage(e2e.browser, { width: 390 });
    await page.goto(`${e2e.server.url}/auth`);
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
    await page.waitForURL(`${e2e.server.url}/auth`);
    await page.getByText('Ihr Passwort wurde erfolgreich zurückgesetzt').first().waitFor();

    await submitLogin(page, name, 'neues-passwort-2');
    await page.waitForURL(`${e2e.server.url}/`);
    await context.close();
  });

  it('switches the language', async () => {
    const { context, page } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/auth`);
    await page.getByRole('heading', { name: 'Willkommen' }).waitFor();
    const english = page
      .getByRole('group', { name: 'Sprache' })
      .getByRole('button', { name: 'EN', exact: true });
    await english.click();
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'EN', pressed: true })
      .waitFor();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await context.close();
  });

  it('sends a protected page to /auth and back after login', async () => {
    const { context, page } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/settings`);
    await page.waitForURL(/\/auth\?redirect=%2Fsettings/);
    await submitLogin(page, admin.username, admin.password);
    await page.waitForURL(`${e2e.server.url}/settings`);
    await context.close();
  });

  it('lets an admin block a user whose open page then loses its session', async () => {
    const client = await e2e.server.given.user();
    const name = client.user.username;
    const user = await signedInPage(e2e.browser, client, { width: 390, path: '/' });
    await user.page.getByText(`Willkommen, ${name}!`).waitFor();

    const adminPage = await signedInPage(e2e.browser, await e2e.server.given.admin(), { path: '/admin' });
    await adminPage.page.getByPlaceholder('Suchen nach Name oder E-Mail').fill(name);
    const row = adminPage.page.getByTestId(`user-row-${name}`);
    await row.waitFor();
    await screenshot(adminPage.page, 'admin-users-1280');
    await row.getByRole('switch', { name: `${name} sperren` }).click();
    await adminPage.page.getByText('Benutzer aktualisiert').first().waitFor();

    // The user's open page hears it over /ws and falls back to the login.
    await user.page.waitForURL(/\/auth/, { timeout: 10_000 });
    await submitLogin(user.page, name, defaultPassword);
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
