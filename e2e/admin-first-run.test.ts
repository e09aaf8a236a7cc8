import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifacts, screenshot, startMailbox, useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

// A fresh site: nothing set up yet. The tests run in order and build on each other.
const e2e = useServerAndBrowser();

const items = ['frequencies', 'mailConfigured', 'mailVerified', 'logo', 'codes'] as const;
const noConnection =
  'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.';
const mailWarningDE = 'E-Mail ist nicht eingerichtet: Passwort-Links und Benachrichtigungen bleiben liegen.';

describe('admin: the first run of a fresh site', () => {
  it('shows the checklist with nothing ticked and the mail warning; a new frequency ticks itself live', async () => {
    const admin = await e2e.server.given.admin();
    const { context, page } = await signedInPage(e2e.browser, admin, { width: 390, path: '/admin' });
    const checklist = page.getByTestId('setup-checklist');
    await checklist.getByRole('heading', { name: 'Website einrichten' }).waitFor();
    await checklist.getByText('0 von 5 erledigt').waitFor();
    for (const item of items)
      expect(await page.getByTestId(`setup-${item}`).getAttribute('data-done')).toBe('false');
    // First, and said plainly: without frequencies nobody can redeem.
    expect(await checklist.getByRole('listitem').first().innerText()).toContain(
      'Ohne Frequenzen kann niemand einen Code einlösen.',
    );
    expect(await page.getByTestId('mail-warning').innerText()).toContain(mailWarningDE);
    await screenshot(page, 'admin-first-run-390');

    // Created elsewhere (another admin, the API): the open page ticks it over /ws, and the list
    // folds to one line with the progress; a tap opens it again.
    await e2e.server.given.frequency();
    const folded = checklist.getByRole('button', { name: 'Einrichtung: 1 von 5 erledigt' });
    await folded.waitFor();
    expect(await checklist.getByRole('listitem').count()).toBe(0);
    await folded.click();
    await page.locator('[data-testid="setup-frequencies"][data-done="true"]').waitFor();

    // Each item leads to its tab.
    await checklist.getByRole('link', { name: /Codes erstellen/ }).click();
    await page.waitForURL(`${e2e.server.url}/admin/codes`);
    await page.getByRole('tab', { name: 'Codes', selected: true }).waitFor();
    await page
      .getByTestId('mail-warning')
      .getByRole('link', { name: /Zu den E-Mail-Einstellungen/ })
      .click();
    await page.waitForURL(`${e2e.server.url}/admin/settings`);
    await context.close();
  });

  it('says the same in English, and collapses to one line once everything is set up', async () => {
    const admin = await e2e.server.given.admin();
    const { context, page } = await signedInPage(e2e.browser, admin, {
      width: 1280,
      locale: 'en-US',
      path: '/admin',
    });
    await page.getByTestId('setup-checklist').getByRole('button', { name: 'Setup: 1 of 5 done' }).click();
    expect(await page.getByTestId('mail-warning').innerText()).toContain(
      'E-mail is not set up: password links and notifications are held back.',
    );
    await screenshot(page, 'admin-first-run-1280-en');

    await e2e.server.given.code();
    await page.locator('[data-testid="setup-codes"][data-done="true"]').waitFor();
    await admin.post('/api/website-settings/logo', { logoUrl: '/favicon.svg' });
    await page.locator('[data-testid="setup-logo"][data-done="true"]').waitFor();
    // Mail saved: the warning goes; the check is still open.
    const mailbox = await startMailbox();
    try {
      await admin.patch('/api/website-settings', {
        smtpHost: '127.0.0.1',
        smtpPort: String(mailbox.port),
        smtpUser: 'mailer@example.com',
        smtpPass: 'mail-secret',
        smtpFrom: 'mailer@example.com',
      });
      await page.locator('[data-testid="setup-mailConfigured"][data-done="true"]').waitFor();
      await page.getByTestId('mail-warning').waitFor({ state: 'detached' });
      expect(await page.getByTestId('setup-mailVerified').getAttribute('data-done')).toBe('false');
      // A successful check ticks the last item: the card shrinks to one line.
      expect((await admin.post('/api/verify-smtp')).status).toBe(200);
      await page.getByTestId('setup-checklist').getByText('All set up').waitFor();
      expect(await page.getByTestId('setup-checklist').getByRole('listitem').count()).toBe(0);
      await screenshot(page, 'admin-all-set-up-1280-en');
    } finally {
      await mailbox.stop();
    }
    await context.close();
  });
});

describe('admin: the audit tab on a phone', () => {
  it('shows German labels, one short line per event, and stays a few screens tall at 50 rows', async () => {
    const admin = await e2e.server.given.admin();
    expect((await admin.post('/api/codes/batch', { count: 60 })).status).toBe(201);
    const { context, page } = await signedInPage(e2e.browser, admin, { width: 390, path: '/admin/audit' });
    const entries = page.getByTestId('audit-entry');
    await entries.nth(49).waitFor();
    expect(await entries.count()).toBe(50);
    const first = entries.first();
    expect(await first.innerText()).toContain('Code erstellt');
    // Details stay closed until tapped; then German field names and values, no raw ones.
    expect(await first.getByText('Herkunft').isVisible()).toBe(false);
    await first.locator('summary').click();
    await first.getByText('Herkunft').waitFor();
    await first.getByText('erzeugt').waitFor();
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/\borigin\b|\bgenerated\b|expiresAt|CodeCreated/);
    expect(text).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
    // Was 21,000 px; now about 3,600: 50 lines of 44 px plus the admin header, checklist and filters.
    expect(height).toBeLessThan(4000);
    const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin-audit-390');
    await first.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(artifacts, 'admin-audit-390-open.png') });
    await context.close();

    const wide = await signedInPage(e2e.browser, admin, { width: 1280, path: '/admin/audit?code=' });
    await wide.page.getByRole('table').getByText('Code erstellt').first().waitFor();
    await wide.page.getByRole('table').getByText('Herkunft').first().waitFor();
    await screenshot(wide.page, 'admin-audit-1280');
    await wide.context.close();
  });
});

describe('load errors offer a retry', () => {
  /**
   * A new user's phone on `path`, with every request to `api` failing until unrouted: no answer
   * (`network`, the connection dropped) or the server's own error answer (`server`, a 500).
   */
  const phonePageFailing = async (path: string, api: string, how: 'network' | 'server' = 'network') => {
    const user = await e2e.server.given.user();
    const opened = await signedInPage(e2e.browser, user, { width: 390 });
    await opened.page.route(api, (route) =>
      how === 'network'
        ? route.abort()
        : route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
    );
    await opened.page.goto(`${e2e.server.url}${path}`);
    return opened;
  };

  it('shows the spec’s text, with "Keine Verbindung" when no server answers; "Erneut versuchen" loads the page', async () => {
    // The server answers with an error: the spec's text for this page (section 12's table).
    const { context, page } = await phonePageFailing('/frequencies', '**/api/frequencies', 'server');
    const failure = page.getByTestId('load-error');
    await failure.getByText('Fehler beim Laden der Frequenzen').waitFor();
    await screenshot(page, 'load-error-390');
    // No answer at all (the network dropped): the spec's text, and why.
    await page.unroute('**/api/frequencies');
    await page.route('**/api/frequencies', (route) => route.abort());
    await failure.getByRole('button', { name: 'Erneut versuchen' }).click();
    await failure.getByText(noConnection).waitFor();
    await failure.getByText('Fehler beim Laden der Frequenzen').waitFor();
    await page.unroute('**/api/frequencies');
    await failure.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page.locator('[data-testid^="frequency-card-"]').first().waitFor();
    expect(await failure.count()).toBe(0);
    await context.close();
  });

  it('on a settings card too: the unread-message e-mail switch', async () => {
    const { context, page } = await phonePageFailing('/settings', '**/api/message-mails');
    const card = page.getByTestId('message-mails');
    await card.getByTestId('load-error').getByRole('button', { name: 'Erneut versuchen' }).waitFor();
    await page.unroute('**/api/message-mails');
    await card.getByRole('button', { name: 'Erneut versuchen' }).click();
    await card.getByRole('switch').waitFor();
    expect(await card.getByTestId('load-error').count()).toBe(0);
    await context.close();
  });

  it('in English on an admin tab too', async () => {
    const admin = await e2e.server.given.admin();
    const { context, page } = await signedInPage(e2e.browser, admin, { width: 1280, locale: 'en-US' });
    let fail = true;
    await page.route('**/api/audit?*', (route) =>
      fail ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } }) : route.continue(),
    );
    await page.goto(`${e2e.server.url}/admin/audit`);
    const failure = page.getByTestId('load-error');
    await failure.getByText('Service unavailable').waitFor();
    fail = false;
    await failure.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('table').getByText('Code created').first().waitFor();
    await context.close();
  });
});
