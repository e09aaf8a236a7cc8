import type { UserMessage } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import { answerOf, screenshot, useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

const e2e = useServerAndBrowser();

describe('messages in the browser', () => {
  it('an admin writes from the users tab; the user sees the badge live, reads and deletes (German, desktop)', async () => {
    const user = await e2e.server.given.user();
    const admin = await e2e.server.given.admin();
    // Not the dashboard: its onboarding drawer would open over the header.
    const { page: inbox } = await signedInPage(e2e.browser, user, { width: 1280, path: '/settings' });
    const messagesLink = inbox.getByRole('link', { name: /^Nachrichten/ }).first();
    await messagesLink.waitFor();
    expect(await inbox.getByTestId('unread-badge').count()).toBe(0);

    const { page: adminPage } = await signedInPage(e2e.browser, admin, { width: 1280, path: '/admin/users' });
    await adminPage.getByRole('searchbox').fill(user.user.username);
    const row = adminPage.getByTestId(`user-row-${user.user.username}`);
    await row.getByRole('button', { name: `Nachricht an ${user.user.username} senden` }).click();
    const compose = adminPage.getByRole('dialog', { name: 'Nachricht senden' });
    await compose.getByText(`An ${user.user.username}`).waitFor();
    await compose.getByRole('button', { name: 'Senden' }).click();
    await compose.getByText('Bitte geben Sie einen Betreff ein').waitFor();
    await compose.getByLabel('Betreff', { exact: true }).fill('Willkommen bei Energietaler');
    await compose
      .getByLabel('Nachricht', { exact: true })
      .fill('Schön, dass Sie da sind.\nBei Fragen antworten wir gern.');
    await screenshot(adminPage, 'messages-compose-1280');
    const sent = await answerOf<UserMessage>(adminPage, 'POST', '/api/messages', () =>
      compose.getByRole('button', { name: 'Senden' }).click(),
    );
    await adminPage.getByText('Nachricht gesendet').first().waitFor();

    // The user's header shows the badge without a reload (over /ws).
    const badge = inbox.getByTestId('unread-badge');
    await badge.waitFor({ timeout: 5000 });
    expect(await badge.innerText()).toMatch(/^1/);
    await messagesLink.click();
    await inbox.getByRole('heading', { name: 'Nachrichten', level: 1 }).waitFor();
    const item = inbox.getByTestId('message-row');
    await item.getByText('Willkommen bei Energietaler').waitFor();
    expect(await item.getAttribute('data-read')).toBe('false');
    await item.getByText(/^\d{2}\.\d{2}\.\d{4}$/).waitFor();
    await screenshot(inbox, 'messages-1280');

    await answerOf(inbox, 'PATCH', `/api/messages/${sent.id}/read`, () =>
      item
        .getByRole('button', { name: /^Ungelesene Nachricht von e2e-admin: Willkommen bei Energietaler, / })
        .click(),
    );
    const detail = inbox.getByRole('dialog', { name: 'Willkommen bei Energietaler' });
    await detail.getByText('Bei Fragen antworten wir gern.').waitFor();
    await detail.getByText(/^Von e2e-admin am \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/).waitFor();
    await screenshot(inbox, 'messages-detail-1280');
    await badge.waitFor({ state: 'detached' });
    await detail.getByRole('button', { name: 'Schließen' }).first().click();
    await inbox.locator('[data-testid="message-row"][data-read="true"]').waitFor();

    // The same inbox on a phone: one line per message, named for its sender, subject and date.
    await inbox.setViewportSize({ width: 390, height: 844 });
    await item
      .getByRole('button', { name: /^Nachricht von e2e-admin: Willkommen bei Energietaler, / })
      .waitFor();
    await screenshot(inbox, 'messages-de-390');
    await inbox.setViewportSize({ width: 1280, height: 800 });
    await item.getByRole('button', { name: 'Nachricht „Willkommen bei Energietaler“ löschen' }).click();
    const confirm = inbox.getByRole('dialog', { name: 'Nachricht löschen?' });
    await answerOf(inbox, 'DELETE', `/api/messages/${sent.id}`, () =>
      confirm.getByRole('button', { name: 'Löschen' }).click(),
    );
    await inbox.getByText('Keine Nachrichten vorhanden.').waitFor();
  });

  it('shows the list, the menu badge and the admin’s compose view on a phone (English)', async () => {
    const user = await e2e.server.given.user({ language: 'en' });
    const admin = await e2e.server.given.admin();
    for (const subject of ['Your order has shipped', 'Welcome'])
      expect(
        (await admin.post('/api/messages', { userId: user.user.id, subject, content: `About: ${subject}` }))
          .status,
      ).toBe(201);
    const { page } = await signedInPage(e2e.browser, user, {
      width: 390,
      locale: 'en-US',
      path: '/messages',
    });
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await page.getByTestId('unread-menu-badge').waitFor();
    expect(await page.getByTestId('unread-menu-badge').innerText()).toBe('2');
    const rows = page.getByTestId('message-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    expect(await rows.first().innerText()).toContain('Welcome');
    await screenshot(page, 'messages-390');

    // Opening reads it; its actions are in the opened message.
    await rows
      .first()
      .getByRole('button', { name: /^Unread message from e2e-admin: Welcome, / })
      .click();
    const opened = page.getByRole('dialog', { name: 'Welcome' });
    await opened.getByText('About: Welcome').waitFor();
    await opened.locator('[data-dialog-footer]').getByRole('button', { name: 'Close' }).click();
    await page.locator('[data-testid="message-row"][data-read="true"]').waitFor();
    await page.getByTestId('unread-menu-badge').filter({ hasText: /^1$/ }).waitFor();
    await page.getByRole('button', { name: /open.*menu/i }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: /^Messages/ })
      .waitFor();
    await page.keyboard.press('Escape');

    const { page: adminPage } = await signedInPage(e2e.browser, admin, {
      width: 390,
      locale: 'en-US',
      path: '/messages',
    });
    await adminPage.getByRole('button', { name: 'New message' }).click();
    const compose = adminPage.getByRole('dialog', { name: 'Send a message' });
    await compose.getByLabel('Find the recipient').fill(user.user.username);
    await compose
      .getByLabel('Recipient', { exact: true })
      .selectOption({ label: `${user.user.username} (${user.user.email})` });
    await compose.getByLabel('Subject', { exact: true }).fill('Maintenance tonight');
    await compose.getByLabel('Message', { exact: true }).fill('The site is offline from 22:00 to 23:00.');
    await screenshot(adminPage, 'messages-compose-390');
    await answerOf(adminPage, 'POST', '/api/messages', () =>
      compose.getByRole('button', { name: 'Send' }).click(),
    );
    // Arrives without a reload: the row and the raised count.
    await page.getByText('Maintenance tonight').waitFor({ timeout: 5000 });
    await page.getByTestId('unread-menu-badge').filter({ hasText: /^2$/ }).waitFor();
    await screenshot(page, 'messages-live-390');
  });
});
