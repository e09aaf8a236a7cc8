import type { TestClient } from '@et/gateway/testing';
import { describe, expect, it } from 'vitest';
import { answerOf, screenshot, unique, useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

const e2e = useServerAndBrowser();

/** A ring type and one free ring code of it. */
async function freeRingCode(admin: TestClient): Promise<string> {
  const type = (
    await admin.post('/api/ring-types', {
      code: unique('space').toLowerCase(),
      nameDE: 'Weltraum-Ring',
      nameEN: 'Space Ring',
      descriptionDE: 'Weltraum',
      descriptionEN: 'Space',
      imageUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
    })
  ).body as { code: string };
  return ((await admin.post('/api/ring-codes', { type: type.code })).body as { code: string }).code;
}

/** The admin answers the newest request from `email` with `code` (the dialog itself has its own test). */
async function answer(admin: TestClient, email: string, code: string, text: string): Promise<void> {
  const list = await admin.get(`/api/ring-code-requests?search=${encodeURIComponent(email)}`);
  const [request] = (list.body as { items: { id: number }[] }).items;
  expect(request).toBeDefined();
  const saved = await admin.patch(`/api/ring-code-requests/${request!.id}`, {
    status: 'approved',
    assignedCode: code,
    responseMessage: text,
  });
  expect(saved.status).toBe(200);
}

describe('a ring-code request answered into the inbox', () => {
  it('a signed-in user asks, sees the answer arrive live, reads it and activates the ring by its link', async () => {
    const admin = await e2e.server.given.admin();
    const code = await freeRingCode(admin);
    const user = await e2e.server.given.user({ email: `${unique('ringfan')}@example.com` });
    await user.post('/api/user/complete-onboarding');

    // The request tab of the rings page is the form, filled in for the signed-in user.
    const { page } = await signedInPage(e2e.browser, user, { width: 1280, path: '/dimension-rings' });
    page.setDefaultTimeout(15_000);
    await page.getByRole('tab', { name: 'Code anfordern' }).click();
    await expect.poll(() => page.getByLabel('E-Mail').inputValue()).toBe(user.user.email);
    await page.getByLabel('Name').fill('Clara Sonnenschein');
    await answerOf(page, 'POST', '/api/ring-code-request', () =>
      page.getByRole('button', { name: 'Anfrage senden' }).click(),
    );
    expect(await page.getByTestId('unread-badge').count()).toBe(0);

    // The answer reaches the header without a reload.
    await answer(admin, user.user.email, code, 'Ihr Ring-Code ist reserviert. Viel Freude!');
    const badge = page.getByTestId('unread-badge');
    await badge.waitFor({ timeout: 5000 });
    expect(await badge.innerText()).toMatch(/^1/);

    await page
      .getByRole('link', { name: /^Nachrichten/ })
      .first()
      .click();
    const row = page.getByTestId('message-row');
    await row.getByText('Antwort auf Ihre Ring-Code-Anfrage').waitFor();
    await row
      .getByRole('button', { name: /^Ungelesene Nachricht von .*: Antwort auf Ihre Ring-Code-Anfrage, / })
      .click();
    const detail = page.getByRole('dialog', { name: 'Antwort auf Ihre Ring-Code-Anfrage' });
    await detail.getByText('Ihr Ring-Code ist reserviert. Viel Freude!').waitFor();
    await badge.waitFor({ state: 'detached' });
    await screenshot(page, 'ring-request-answer-message-1280');

    // The link in the message opens the rings page with the code filled in.
    await detail.getByRole('link', { name: `/dimension-rings?code=${code}` }).click();
    // (the page takes the code into its field and out of the address)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dimension-rings');
    await expect.poll(() => page.getByLabel('Ring-Code').inputValue()).toBe(code);
    await page.getByRole('button', { name: 'Ring aktivieren' }).click();
    await page.getByText('Dimensionsring wurde aktiviert!').first().waitFor();

    // Reserved for this user: nobody else could have taken it, and now it is used.
    const other = await e2e.server.given.user();
    expect((await other.post('/api/dimension-rings', { code })).status).toBe(409);
  });

  it('works in English on a phone: the menu badge appears and goes once the answer is read', async () => {
    const admin = await e2e.server.given.admin();
    const code = await freeRingCode(admin);
    const user = await e2e.server.given.user({
      email: `${unique('ringfan-en')}@example.com`,
      language: 'en',
    });
    await user.post('/api/user/complete-onboarding');
    expect(
      (await user.post('/api/ring-code-request', { name: 'Dana Rivers', email: user.user.email })).status,
    ).toBe(201);

    const { page } = await signedInPage(e2e.browser, user, {
      width: 390,
      locale: 'en-US',
      path: '/messages',
    });
    page.setDefaultTimeout(15_000);
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await answer(admin, user.user.email, code, 'Your ring code is reserved for you.');
    await page.getByTestId('unread-menu-badge').filter({ hasText: /^1$/ }).waitFor({ timeout: 5000 });
    const row = page.getByTestId('message-row');
    await row.getByText('Reply to your ring-code request').waitFor();
    await screenshot(page, 'ring-request-answer-inbox-390-en');
    await row.getByRole('button', { name: /^Unread message from / }).click();
    await page.getByRole('dialog').getByText('Your ring code is reserved for you.').waitFor();
    await page.getByTestId('unread-menu-badge').waitFor({ state: 'detached' });
    const overflow = await page.evaluate('document.documentElement.scrollWidth > window.innerWidth');
    expect(overflow).toBe(false);
  });
});
