import type { EnergyToken, Frequency } from '@et/contracts';
import type { HandoverOffer } from '@et/contracts/handovers';
import type { DimensionRing, RingCode } from '@et/contracts/rings';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, newPage, screenshot, unique, useServerAndBrowser } from './support/harness';
import { dismissToast } from './support/ring-admin';
import { signedInPage } from './support/sign-in';

const e2e = useServerAndBrowser();
let love: Frequency;

beforeAll(async () => {
  love = await e2e.server.given.frequency({ nameDE: 'Liebe', nameEN: 'Love', color: 'red' });
});

/** A user past the onboarding, with an energy token named `name`. */
async function giverWithToken(name: string, language: 'de' | 'en') {
  const user = await e2e.server.given.user({ language });
  expect((await user.post('/api/user/complete-onboarding')).status).toBeLessThan(300);
  const token = await e2e.server.given.token(user, { frequencyId: love.id, name });
  return { user, token };
}

/** On the giver's dashboard: the card's "Weitergeben" (`button`), then the dialog's "Code erstellen". */
async function createCode(page: Page, token: EnergyToken, texts: { button: RegExp; create: string }) {
  const card = page.getByTestId(`token-card-${token.code}`);
  await card.getByRole('button', { name: texts.button }).click();
  const offer = await answerOf<HandoverOffer>(page, 'POST', `/api/energy-tokens/${token.id}/handover`, () =>
    page.getByRole('button', { name: texts.create }).click(),
  );
  await page.getByTestId('handover-code').filter({ hasText: offer.code }).waitFor();
  await page.getByTestId('handover-qr').waitFor();
  return { card, offer };
}

describe('handing a token on', () => {
  it('German: A makes a code, B opens the link on a phone, registers, accepts; the token moves', async () => {
    const { user: giver, token } = await giverWithToken(unique('Omas Taler '), 'de');
    const a = await signedInPage(e2e.browser, giver, { width: 390, path: '/' });
    const card = a.page.getByTestId(`token-card-${token.code}`);
    await card.getByRole('button', { name: `„${token.name}“ weitergeben` }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Energietaler weitergeben' });
    await dialog
      .getByText('Er gilt 7 Tage; bis dahin können Sie die Weitergabe abbrechen.', { exact: false })
      .waitFor();
    await dialog.getByRole('switch', { name: 'Meinen Benutzernamen zeigen' }).click();
    await screenshot(a.page, 'handover-offer-390');

    const offer = await answerOf<HandoverOffer>(
      a.page,
      'POST',
      `/api/energy-tokens/${token.id}/handover`,
      () => dialog.getByRole('button', { name: 'Code erstellen' }).click(),
    );
    expect(offer.code).toMatch(/^[ACDEFGHJKMNPRTUVWXY3479]{4}-[ACDEFGHJKMNPRTUVWXY3479]{4}$/);
    await dialog.getByTestId('handover-code').filter({ hasText: offer.code }).waitFor();
    await dialog.getByTestId('handover-qr').waitFor();
    await dialog.getByText('Gültig bis ', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Drucken' }).waitFor();
    const link = (await dialog.getByTestId('handover-link').textContent()) ?? '';
    expect(link).toBe(offer.url);
    expect(new URL(link).pathname).toBe('/handover');
    await screenshot(a.page, 'handover-code-390');
    // No share sheet in a desktop browser: the link is copied.
    await a.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
    await dialog.getByRole('button', { name: 'Link kopieren' }).click();
    await a.page.getByText('Link kopiert').first().waitFor();
    expect(await a.page.evaluate('navigator.clipboard.readText()')).toBe(offer.url);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await card.getByText('Weitergabe offen').waitFor();

    // The giver's own code: the one refusal, in German.
    await a.page.goto(link);
    await a.page.getByRole('heading', { name: 'Weitergabe annehmen' }).waitFor();
    await a.page.getByText('Dieser Weitergabe-Code ist ungültig, abgelaufen oder schon eingelöst.').waitFor();
    // Back on the dashboard, A watches the token go (over /ws, no reload).
    await a.page.getByRole('link', { name: 'Start' }).first().click();
    await card.getByText('Weitergabe offen').waitFor();

    // B, on a phone, without an account: the link leads through the registration and back.
    const b = await newPage(e2e.browser, { width: 390 });
    await b.page.goto(link);
    await b.page.waitForURL(/\/auth\?redirect=%2Fhandover%3Fcode%3D/);
    await b.page
      .getByText('Jemand gibt Ihnen einen Energietaler oder Dimensionsring weiter.', { exact: false })
      .waitFor();
    await screenshot(b.page, 'handover-register-390');
    const name = unique('bea');
    await b.page.getByRole('tab', { name: 'Registrieren' }).click();
    await b.page.getByLabel('Benutzername', { exact: true }).fill(name);
    await b.page.getByLabel('E-Mail').fill(`${name}@example.com`);
    await b.page.getByLabel('Passwort').fill('ein-gutes-passwort-1');
    await b.page.getByRole('button', { name: 'Registrieren' }).click();
    await b.page.getByRole('heading', { name: 'Weitergabe annehmen' }).waitFor();
    await expect.poll(() => b.page.getByLabel('Weitergabe-Code').inputValue()).toBe(offer.code);
    const preview = b.page.getByTestId('handover-preview');
    await preview.getByText(token.name).waitFor();
    await preview.getByText('Liebe').waitFor();
    await b.page.getByText(giver.user.username).waitFor();
    await screenshot(b.page, 'handover-accept-390');

    const taken = await answerOf<EnergyToken>(
      b.page,
      'POST',
      `/api/handovers/${offer.code.replace('-', '')}/accept`,
      () => b.page.getByRole('button', { name: 'Annehmen' }).click(),
    );
    expect(taken).toMatchObject({ id: token.id, code: token.code, name: token.name });
    await b.page.getByText('Der Energietaler gehört jetzt Ihnen').first().waitFor();
    await b.page.waitForURL(`${e2e.server.url}/`);
    // A new account gets the onboarding first: its step 2 names the token B has before the code field.
    const onboarding = b.page.getByRole('dialog', { name: 'Erste Schritte' });
    await onboarding.getByRole('button', { name: 'Weiter' }).click();
    await onboarding
      .getByText(`Sie haben schon einen Energietaler: „${token.name}“`, { exact: false })
      .waitFor();
    await screenshot(b.page, 'handover-onboarding-390');
    await onboarding.getByRole('button', { name: 'Schließen' }).click();
    const received = b.page.getByTestId(`token-card-${token.code}`);
    await received.getByRole('heading', { name: token.name }).waitFor();
    await received.getByText('Liebe').waitFor();
    await dismissToast(b.page);
    await screenshot(b.page, 'handover-received-390');

    // A no longer has it: gone from the open dashboard, and after a reload.
    await card.waitFor({ state: 'detached' });
    await a.page.getByText('Sie haben noch keine Energietaler.', { exact: false }).waitFor();
    await a.page.reload();
    await a.page.getByText('Sie haben noch keine Energietaler.', { exact: false }).waitFor();
    expect(await a.page.getByTestId(`token-card-${token.code}`).count()).toBe(0);
    await a.context.close();
    await b.context.close();

    // The admin, on a phone, reads the token's owners in its history: the giver and the taker by name.
    const admin = await signedInPage(e2e.browser, await e2e.server.given.admin(), {
      width: 390,
      path: `/admin/audit?tokenId=${token.id}`,
    });
    const handedOver = admin.page
      .getByTestId('audit-entry')
      .filter({ hasText: 'Energietaler weitergegeben' });
    await handedOver.getByText('Energietaler weitergegeben').click();
    await handedOver.getByRole('button', { name: giver.user.username }).waitFor();
    await screenshot(admin.page, 'handover-audit-390');
    await handedOver.getByRole('button', { name }).last().click(); // "An" (the first is "Wer": the taker accepted)
    // A tap on the taker filters the trail by them (the token's filter stays): the handover is theirs too.
    await admin.page.waitForURL(/[?&]userId=\d+/);
    await handedOver.waitFor();
    await admin.context.close();
  }, 120_000);

  it('English: a cancelled code stops working; a new one typed in the code box is accepted', async () => {
    const { user: giver, token } = await giverWithToken(unique('Lucky '), 'en');
    const receiver = await e2e.server.given.user({ language: 'en' });
    expect((await receiver.post('/api/user/complete-onboarding')).status).toBeLessThan(300);

    const a = await signedInPage(e2e.browser, giver, { width: 390, locale: 'en-US', path: '/' });
    const texts = { button: /^Hand on "/, create: 'Create code' };
    const first = await createCode(a.page, token, texts);
    await a.page.getByRole('button', { name: 'Cancel handover' }).click();
    await a.page.getByText('Handover cancelled. The code no longer works.').first().waitFor();
    await expect.poll(() => first.card.getByText('Handover open').count()).toBe(0);
    const { offer } = await createCode(a.page, token, texts);
    expect(offer.code).not.toBe(first.offer.code);
    await a.page.keyboard.press('Escape');

    const b = await signedInPage(e2e.browser, receiver, { width: 390, locale: 'en-US', path: '/' });
    // The cancelled code, typed into the dashboard's code box: on to /handover, where it is refused.
    const box = b.page.getByLabel('Code', { exact: true });
    await box.fill(first.offer.code.toLowerCase());
    await b.page.getByRole('button', { name: 'Add' }).click();
    await b.page.waitForURL(/\/handover/);
    await b.page.getByText('This handover code is invalid, expired or already used.').waitFor();

    // The new one, typed in lower case with a space.
    const field = b.page.getByLabel('Handover code');
    await field.fill(`${offer.code.slice(0, 4).toLowerCase()} ${offer.code.slice(5).toLowerCase()}`);
    expect(await field.inputValue()).toBe(offer.code);
    await b.page.getByTestId('handover-preview').getByText(token.name).waitFor();
    await b.page.getByTestId('handover-preview').getByText('Love').waitFor();
    await screenshot(b.page, 'handover-accept-en-390');
    await b.page.getByRole('button', { name: 'Accept' }).click();
    await b.page.getByText('The energy token is yours now').first().waitFor();
    await b.page.waitForURL(`${e2e.server.url}/`);
    await b.page.getByTestId(`token-card-${token.code}`).waitFor();
    await a.context.close();
    await b.context.close();
  }, 90_000);

  it('a ring: handed on from its card on /dimension-rings, received with its type and frequency', async () => {
    const admin = await e2e.server.given.admin();
    const type = await admin.post('/api/ring-types', {
      code: 'gold',
      nameDE: 'Goldener Ring',
      nameEN: 'Golden Ring',
      descriptionDE: 'Der goldene Dimensionsring',
      descriptionEN: 'The golden dimension ring',
      imageUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
    });
    expect(type.status).toBe(201);
    expect((await admin.post('/api/ring-types/clear-images')).status).toBe(200);
    const ringCode = (await admin.post<RingCode>('/api/ring-codes', { type: 'gold' })).body.code;
    const giver = await e2e.server.given.user();
    const ring = (
      await giver.post<DimensionRing>('/api/dimension-rings', { code: ringCode, frequencyId: love.id })
    ).body;
    const receiver = await e2e.server.given.user();
    expect((await receiver.post('/api/user/complete-onboarding')).status).toBeLessThan(300);

    const a = await signedInPage(e2e.browser, giver, { width: 390, path: '/dimension-rings' });
    const card = a.page.getByTestId(`ring-card-${ringCode}`);
    await card.getByRole('button', { name: '„Goldener Ring“ weitergeben' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Dimensionsring weitergeben' });
    const offer = await answerOf<HandoverOffer>(
      a.page,
      'POST',
      `/api/dimension-rings/${ring.id}/handover`,
      () => dialog.getByRole('button', { name: 'Code erstellen' }).click(),
    );
    await dialog.getByTestId('handover-qr').waitFor();
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await card.getByText('Weitergabe offen').waitFor();

    const b = await signedInPage(e2e.browser, receiver, {
      width: 390,
      path: new URL(offer.url).pathname + new URL(offer.url).search,
    });
    const preview = b.page.getByTestId('handover-preview');
    await preview.getByText('Dimensionsring').waitFor();
    await preview.getByText('Goldener Ring').waitFor();
    await preview.getByText('Liebe').waitFor();
    await screenshot(b.page, 'handover-ring-accept-390');
    await b.page.getByRole('button', { name: 'Annehmen' }).click();
    await b.page.getByText('Der Dimensionsring gehört jetzt Ihnen').first().waitFor();
    await b.page.waitForURL(`${e2e.server.url}/dimension-rings`);
    await b.page
      .getByTestId(`ring-card-${ringCode}`)
      .getByRole('heading', { name: 'Goldener Ring' })
      .waitFor();

    await card.waitFor({ state: 'detached' });
    await a.context.close();
    await b.context.close();
  }, 90_000);
});
