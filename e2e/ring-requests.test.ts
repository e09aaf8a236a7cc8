import type { Mailbox } from '@et/gateway/testing';
import { TestClient } from '@et/gateway/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot, startMailbox, unique, useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

const e2e = useServerAndBrowser();
let mailbox: Mailbox;
let admin: TestClient;

beforeAll(async () => {
  mailbox = await startMailbox();
  admin = await e2e.server.given.admin();
  const smtp = await admin.patch('/api/website-settings', {
    smtpHost: '127.0.0.1',
    smtpPort: String(mailbox.port),
    smtpUser: 'mailer@example.com',
    smtpPass: 'smtp-secret-1',
    smtpFrom: 'mailer@example.com',
    ringRequestEmails: '',
  });
  expect(smtp.status).toBe(200);
});
afterAll(() => mailbox?.stop());

/** The link of the answer mail to `to` (quoted-printable soft breaks undone). */
async function answerLink(to: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    for (const mail of mailbox.mails.filter((m) => m.to === to)) {
      const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = /https?:\/\/[^\s"<>]+\/dimension-rings\?code=[A-Z0-9]{6}/.exec(text);
      if (match) return match[0];
    }
    if (Date.now() > deadline) throw new Error(`no answer mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('ring-code requests in the browser', () => {
  it('a visitor asks for a code, the admin answers with one, the requester activates it by the link', async () => {
    const email = `${unique('anfrage')}@example.com`;
    const type = (
      await admin.post('/api/ring-types', {
        code: unique('gold').toLowerCase(),
        nameDE: 'Goldener Ring',
        nameEN: 'Golden Ring',
        descriptionDE: 'Gold',
        descriptionEN: 'Gold',
        imageUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
      })
    ).body as { code: string };
    const code = ((await admin.post('/api/ring-codes', { type: type.code })).body as { code: string }).code;

    // The visitor finds the form from the login page, on a phone.
    const visitor = await newPage(e2e.browser, { width: 390 });
    const page = visitor.page;
    page.setDefaultTimeout(15_000);
    await page.goto(`${e2e.server.url}/auth`);
    await page.getByRole('link', { name: 'Noch keinen Ring-Code? Hier anfordern' }).click();
    await page.getByRole('heading', { name: 'Ring-Code anfordern' }).waitFor();
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByText('Bitte geben Sie Ihren Namen ein.').waitFor();
    await page.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein.').waitFor();
    await page.getByLabel('Name').fill('Anna Berg');
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Bestellnummer (optional)').fill('B-2024-17');
    await page.getByLabel('Anmerkungen (optional)').fill('Goldener Ring,\nder Code fehlt');
    await screenshot(page, 'ring-request-form-390');
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByRole('button', { name: 'Weitere Anfrage senden' }).waitFor();
    await screenshot(page, 'ring-request-sent-390');
    await visitor.context.close();

    // The admin sees it unread (bold, badge on the tab), opens it: it turns read.
    const desk = await signedInPage(e2e.browser, admin, { width: 1280, path: '/admin/ring-requests' });
    const adminPage = desk.page;
    adminPage.setDefaultTimeout(15_000);
    await adminPage.waitForURL(/\/admin\/requests$/);
    await adminPage.getByTestId('ring-requests-tab-badge').waitFor();
    await adminPage.getByRole('searchbox').fill(email);
    const row = adminPage.locator('tr[data-unread]', { hasText: email });
    await expect.poll(() => row.getAttribute('data-unread')).toBe('true');
    expect(await row.evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).fontWeight)).toBe(
      '600',
    );
    await screenshot(adminPage, 'ring-requests-admin-1280');
    await row.getByRole('button', { name: 'Anfrage von Anna Berg öffnen' }).click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByText('Goldener Ring,').waitFor();
    await expect.poll(() => row.getAttribute('data-unread')).toBe('false');
    expect(await row.evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).fontWeight)).toBe(
      '400',
    );

    // The status saves on selection; the code is typed (or picked), the answer sent.
    await dialog.getByLabel('Status').selectOption('approved');
    await adminPage.getByText('Status gespeichert').first().waitFor();
    await dialog.getByLabel('Zugewiesener Code').fill(code.toLowerCase());
    await dialog.getByLabel('Antwort').fill('Hier ist Ihr Code. Viel Freude!');
    await screenshot(adminPage, 'ring-request-dialog-1280');
    await dialog.getByRole('button', { name: 'Senden und speichern' }).click();
    await adminPage.getByText('Antwort gesendet').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Genehmigt').waitFor();
    await desk.context.close();

    // The requester registers with that address later and follows the link of the mail.
    const link = await answerLink(email);
    expect(link).toContain(`/dimension-rings?code=${code}`);
    const requester = await e2e.server.given.user({ email });
    await requester.post('/api/user/complete-onboarding');
    const own = await signedInPage(e2e.browser, requester, {
      width: 390,
      path: new URL(link).pathname + new URL(link).search,
    });
    const ringPage = own.page;
    ringPage.setDefaultTimeout(15_000);
    const codeField = ringPage.getByLabel('Ring-Code');
    await expect.poll(() => codeField.inputValue()).toBe(code);
    await ringPage.getByRole('button', { name: 'Ring aktivieren' }).click();
    await ringPage.getByText('Dimensionsring wurde aktiviert!').first().waitFor();
    // The request tab is the form itself, filled in for the signed-in user.
    await ringPage.getByRole('tab', { name: 'Code anfordern' }).click();
    await expect.poll(() => ringPage.getByLabel('E-Mail').inputValue()).toBe(email);
    await screenshot(ringPage, 'ring-request-tab-390');
    await own.context.close();
  });

  it('speaks English and keeps the admin list usable on a phone', async () => {
    const { context, page } = await newPage(e2e.browser, { width: 390, locale: 'en-US' });
    page.setDefaultTimeout(15_000);
    await page.goto(`${e2e.server.url}/ring-request`);
    await page.getByRole('heading', { name: 'Request a ring code' }).waitFor();
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Please enter your name.').waitFor();
    await page.getByText('Please enter a valid email address.').waitFor();
    await context.close();
    const wide = await newPage(e2e.browser, { width: 1280, locale: 'en-US' });
    await wide.page.goto(`${e2e.server.url}/ring-request`);
    await wide.page.getByRole('heading', { name: 'Request a ring code' }).waitFor();
    await screenshot(wide.page, 'ring-request-form-en-1280');
    await wide.context.close();

    // An unread one with a long address, as the list shows it first.
    const sent = await new TestClient(e2e.server.url).post('/api/ring-code-request', {
      name: 'Bernhard Langname-Mustermann',
      email: `${unique('a-very-long-address-for-a-phone')}@example-domain.example.com`,
    });
    expect(sent.status).toBe(201);
    const phone = await signedInPage(e2e.browser, admin, { width: 390, path: '/admin/requests' });
    phone.page.setDefaultTimeout(15_000);
    await phone.page.getByRole('heading', { name: 'Ring-Code-Anfragen' }).waitFor();
    await phone.page.getByText('Bernhard Langname-Mustermann').first().waitFor();
    const overflow = await phone.page.evaluate('document.documentElement.scrollWidth > window.innerWidth');
    expect(overflow).toBe(false);
    await screenshot(phone.page, 'ring-requests-admin-390');
    await phone.page.getByText('Anna Berg').first().click();
    await phone.page.getByRole('dialog').getByText('Senden und speichern').waitFor();
    await screenshot(phone.page, 'ring-request-dialog-390');
    await phone.context.close();
  });
});
