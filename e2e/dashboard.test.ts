import type { Frequency } from '@et/contracts';
import { defaultPassword, type TestClient } from '@et/gateway/testing';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { artifacts, newPage, screenshot, unique, useServerAndBrowser } from './support/harness';
import { signedInPage, submitLogin } from './support/sign-in';

const e2e = useServerAndBrowser();
let admin: TestClient;
let love: Frequency;
let joy: Frequency;

beforeAll(async () => {
  admin = await e2e.server.given.admin();
  love = await e2e.server.given.frequency({
    nameDE: 'Liebe',
    descriptionDE: 'Die Frequenz der Liebe öffnet das Herz.',
    nameEN: 'Love',
    descriptionEN: 'The frequency of love opens the heart.',
    color: 'red',
  });
  joy = await e2e.server.given.frequency({
    nameDE: 'Freude',
    descriptionDE: 'Die Frequenz der Freude bringt Leichtigkeit.',
    nameEN: 'Joy',
    descriptionEN: 'The frequency of joy brings lightness.',
    color: 'gold',
  });
});

/** Closes the toast on screen (one at a time) so screenshots and clicks are not covered. */
async function dismissToast(page: Page) {
  const close = page.locator('ol li button[aria-label]');
  // A DOM click: an open modal (the onboarding) turns off pointer events outside itself.
  if (await close.count()) await close.first().dispatchEvent('click');
  await close.first().waitFor({ state: 'detached' });
}

describe('dashboard in the browser', () => {
  it('redeems a code, switches, edits and explains a token; a link with a code survives the login; onboarding; frequencies', async () => {
    const user = await e2e.server.given.user();
    const name = user.user.username;
    const firstCode = await e2e.server.given.code();
    const { context, page } = await signedInPage(e2e.browser, user, { width: 390, path: '/' });

    // The onboarding opens by itself at step 1; one step on, then closed for now.
    const onboarding = page.getByRole('dialog', { name: 'Erste Schritte' });
    await onboarding.getByRole('heading', { name: `Hallo ${name}, schön, dass Sie da sind!` }).waitFor();
    await onboarding.getByRole('button', { name: 'Weiter' }).click();
    await onboarding.getByRole('heading', { name: 'Energietaler aktivieren' }).waitFor();
    await onboarding.getByRole('button', { name: 'Schließen' }).click();
    await onboarding.waitFor({ state: 'detached' });

    await expect.poll(() => page.getByTestId('stat-tokens').textContent()).toBe('0');
    await expect.poll(() => page.getByTestId('stat-frequencies').textContent()).toBe('2');

    // Code entry: upper case as typed, no spaces or dashes, six characters, button until then off.
    const input = page.getByLabel('Code', { exact: true });
    const add = page.getByRole('button', { name: 'Hinzufügen' });
    await input.fill('ab-1 2');
    expect(await input.inputValue()).toBe('AB12');
    expect(await add.isDisabled()).toBe(true);
    await input.press('Enter');
    await page.getByText('Ungültiger Code').first().waitFor();
    await page.getByText('Bitte geben Sie einen 6-stelligen Code ein.').first().waitFor();
    await input.fill(`${firstCode.slice(0, 3)} ${firstCode.slice(3)}`);
    expect(await input.inputValue()).toBe(firstCode);
    await add.click();

    const pick = page.getByRole('dialog', { name: 'Frequenz wählen' });
    const create = pick.getByRole('button', { name: 'Energietaler erstellen' });
    expect(await create.isDisabled()).toBe(true);
    await pick.locator('label', { hasText: 'Liebe' }).click();
    await page.waitForTimeout(300); // colour transitions
    await page.screenshot({ path: `${artifacts}/frequency-pick-390.png` });
    await create.click();
    await page.getByText('Energietaler wurde erstellt!').first().waitFor();
    await pick.waitFor({ state: 'detached' });
    expect(await input.inputValue()).toBe('');

    const card = page.getByTestId(`token-card-${firstCode}`);
    await card.getByRole('heading', { name: 'Energietaler 1' }).waitFor();
    await card.getByText('Liebe').waitFor();
    await card.getByText(firstCode).waitFor();
    expect(await card.getByRole('button', { name: /löschen/ }).count()).toBe(0);
    await expect.poll(() => page.getByTestId('stat-tokens').textContent()).toBe('1');

    // Switch it on: badge, glow and the count.
    await card.getByRole('switch', { name: 'Energietaler 1 aktiv' }).click();
    await page.getByText('Energietaler wurde aktualisiert').first().waitFor();
    await card.getByText('Aktiv', { exact: true }).first().waitFor();
    await card.locator('[data-active="true"]').waitFor();
    await expect.poll(() => page.getByTestId('stat-active-tokens').textContent()).toBe('1');

    // Inline edit: name and frequency.
    await card.getByRole('button', { name: 'Energietaler 1 bearbeiten' }).click();
    expect(await card.getByLabel('Name', { exact: true }).getAttribute('placeholder')).toBe(
      'Name des Energietalers',
    );
    await card.getByLabel('Name', { exact: true }).fill('Mein Taler');
    await card.getByLabel('Frequenz', { exact: true }).selectOption({ label: 'Freude' });
    await page.screenshot({ path: `${artifacts}/token-edit-390.png` });
    await card.getByRole('button', { name: 'Speichern' }).click();
    await card.getByRole('heading', { name: 'Mein Taler' }).waitFor();
    await card.getByText('Freude').waitFor();

    // The frequency's story in a dialog.
    await card.getByRole('button', { name: 'Frequenz von Mein Taler' }).click();
    const info = page.getByRole('dialog', { name: 'Freude' });
    await info.getByText('Die Frequenz der Freude bringt Leichtigkeit.').waitFor();
    await page.screenshot({ path: `${artifacts}/token-info-390.png` });
    await info.locator('button', { hasText: 'Schließen' }).click();
    await info.waitFor({ state: 'detached' });

    // The own code again (a retry, a second device) gives the token back; nothing new is made.
    await input.fill(firstCode);
    await add.click();
    await pick.locator('label', { hasText: 'Liebe' }).click();
    await pick.getByRole('button', { name: 'Energietaler erstellen' }).click();
    await page.getByText('Dieser Code gehört schon zu Ihrem Energietaler „Mein Taler“.').first().waitFor();
    expect(await page.getByTestId(`token-card-${firstCode}`).count()).toBe(1);
    await dismissToast(page);

    // Someone else's code is refused without saying why.
    const [frequency] = (await user.get<Array<{ id: number }>>('/api/frequencies')).body;
    const other = await e2e.server.given.user();
    const othersCode = (await e2e.server.given.token(other, { frequencyId: frequency!.id })).code;
    await input.fill(othersCode);
    await add.click();
    await pick.locator('label', { hasText: 'Liebe' }).click();
    await pick.getByRole('button', { name: 'Energietaler erstellen' }).click();
    await page.getByText('Ungültiger oder bereits verwendeter Code').first().waitFor();
    await input.fill('');

    await dismissToast(page);
    await screenshot(page, 'dashboard-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'dashboard-1280');

    // Logged out, a link with a code goes through the login and comes back with the dialog open.
    await context.clearCookies();
    const secondCode = await e2e.server.given.code();
    await page.goto(`${e2e.server.url}/?code=${secondCode}`);
    await page.waitForURL(/\/auth\?redirect=%2F%3Fcode%3D/);
    await submitLogin(page, name, defaultPassword);
    await page.waitForURL(`${e2e.server.url}/`);
    await pick.waitFor();
    expect(await pick.getByText(secondCode).count()).toBe(1);
    await pick.locator('label', { hasText: 'Freude' }).click();
    await pick.getByRole('button', { name: 'Energietaler erstellen' }).click();
    await page.getByText('Energietaler wurde erstellt!').first().waitFor();
    // (By text: the onboarding now opens as a modal, which hides the page from the role tree.)
    await page.getByTestId(`token-card-${secondCode}`).getByText('Energietaler 2').waitFor();

    // Then the onboarding, where it was left: step 2, then 3, then done.
    await onboarding.getByRole('heading', { name: 'Energietaler aktivieren' }).waitFor();
    await onboarding.getByRole('button', { name: 'Weiter' }).click();
    await onboarding.getByRole('heading', { name: 'Frequenzen entdecken' }).waitFor();
    await onboarding.getByRole('button', { name: 'Fertig' }).click();
    await page.getByText('Onboarding abgeschlossen').first().waitFor();
    await page.getByText('Sie können nun alle Funktionen der App nutzen.').first().waitFor();
    await onboarding.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId(`token-card-${secondCode}`).waitFor();
    expect(await onboarding.count()).toBe(0);

    // An admin deletes a token elsewhere: the card goes away by itself (/ws).
    const tokens = (await user.get<Array<{ id: number; code: string }>>('/api/energy-tokens')).body;
    const second = tokens.find((token) => token.code === secondCode)!;
    expect((await admin.delete(`/api/energy-tokens/${second.id}`)).status).toBe(200);
    await page.getByTestId(`token-card-${secondCode}`).waitFor({ state: 'detached', timeout: 10_000 });

    // The frequencies page from the stat card.
    await page.getByRole('link', { name: /Verfügbare Frequenzen/ }).click();
    await page.waitForURL(`${e2e.server.url}/frequencies`);
    await page.getByRole('heading', { name: 'Frequenzen', level: 1 }).waitFor();
    await page
      .getByTestId(`frequency-card-${love.id}`)
      .getByText('Die Frequenz der Liebe öffnet das Herz.')
      .waitFor();
    await page.getByTestId(`frequency-card-${joy.id}`).getByRole('heading', { name: 'Freude' }).waitFor();
    await screenshot(page, 'frequencies-1280');
    await context.close();
  }, 120_000);

  it('in English: registration from a link with a code, then the frequencies in English', async () => {
    const name = unique('emma');
    const code = await e2e.server.given.code();
    const { context, page } = await newPage(e2e.browser, { width: 390, locale: 'en-US' });
    await page.goto(`${e2e.server.url}/?code=${code.toLowerCase()}`);
    await page.waitForURL(/\/auth\?redirect=/);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Username', { exact: true }).fill(name);
    await page.getByLabel('Email').fill(`${name}@example.com`);
    await page.getByLabel('Password').fill('ein-gutes-passwort-1');
    await page.getByRole('button', { name: 'Register' }).last().click();
    await page.waitForURL(`${e2e.server.url}/`);

    const pick = page.getByRole('dialog', { name: 'Choose a frequency' });
    await pick.waitFor();
    // The onboarding waits while the code's dialog is open.
    expect(await page.getByRole('dialog', { name: 'Getting started' }).count()).toBe(0);
    await pick.locator('label', { hasText: 'Love' }).click();
    await pick.getByRole('button', { name: 'Create energy token' }).click();
    await page.getByText('Energy token has been created!').first().waitFor();
    const card = page.getByTestId(`token-card-${code}`);
    await card.getByText('Love').waitFor();

    const onboarding = page.getByRole('dialog', { name: 'Getting started' });
    await onboarding.getByRole('heading', { name: `Hello ${name}, good to have you here!` }).waitFor();
    await dismissToast(page);
    await page.waitForTimeout(400); // the drawer's slide-in
    await page.screenshot({ path: `${artifacts}/onboarding-390-en.png` });
    await onboarding.getByRole('button', { name: 'Close' }).click();
    await onboarding.waitFor({ state: 'detached' });

    await card.getByRole('button', { name: 'Frequency of Energy Token 1' }).click();
    const info = page.getByRole('dialog', { name: 'Love' });
    await info.getByText('The frequency of love opens the heart.').waitFor();
    await info.locator('button', { hasText: 'Close' }).click();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Frequencies', exact: true }).click();
    await page.waitForURL(`${e2e.server.url}/frequencies`);
    await page
      .getByTestId(`frequency-card-${joy.id}`)
      .getByText('The frequency of joy brings lightness.')
      .waitFor();
    await screenshot(page, 'frequencies-390-en');
    await context.close();
  }, 90_000);

  it('lets an admin delete a token after confirming', async () => {
    const { code } = await e2e.server.given.token(admin, { frequencyId: love.id });
    // An empty code in the address opens no code dialog, only the onboarding.
    const { context, page } = await signedInPage(e2e.browser, admin, { path: '/?code=' });
    const onboarding = page.getByRole('dialog', { name: 'Erste Schritte' });
    await onboarding.waitFor();
    await onboarding.getByRole('button', { name: 'Schließen' }).click();

    const card = page.getByTestId(`token-card-${code}`);
    await card.getByRole('button', { name: /löschen/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Energietaler löschen?' });
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Energietaler wurde gelöscht').first().waitFor();
    await card.waitFor({ state: 'detached' });
    await context.close();
  }, 60_000);
});
