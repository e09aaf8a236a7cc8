import type { RewardImage } from '@et/contracts';
import { images, uploadImage } from '@et/gateway/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerOf, screenshot, useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

const e2e = useServerAndBrowser();

/**
 * What a page's reward session did (minute reports, checks, failed calls, errors), for the message
 * of a dialog that does not come: the session runs on the clock, so its timing is the evidence.
 */
function sessionLog(page: Page, name: string): string[] {
  const start = Date.now();
  const log: string[] = [];
  const note = (line: string) => log.push(`${name} +${Date.now() - start} ms ${line}`);
  const session = /\/api\/(reward-session\/minute|user-rewards)/;
  page.on('response', async (response) => {
    if (!session.test(response.url())) return;
    const call = `${response.request().method()} ${response.url()} ${response.status()}`;
    note(`${call} ${(await response.text().catch(() => '')).slice(0, 120)}`);
  });
  page.on('requestfailed', (request) => note(`failed ${request.url()}: ${request.failure()?.errorText}`));
  page.on('console', (message) => message.type() === 'error' && note(`console: ${message.text()}`));
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  return log;
}

/** A reward image (an uploaded picture) that unlocks after one session minute, made by the admin. */
async function givenRewardAfterOneMinute(title: string): Promise<RewardImage> {
  const admin = await e2e.server.given.admin();
  const uploaded = await uploadImage(admin, {
    bytes: await images.png(300, 200),
    filename: 'r.png',
    type: 'image/png',
  });
  const created = await admin.post<RewardImage>('/api/reward-images', {
    title,
    imageUrl: uploaded.body.imageUrl,
    unlockTimeMinutes: 1,
  });
  if (created.status !== 201) throw new Error(`reward: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body;
}

describe('rewards in the browser', () => {
  it('admin: starts from the empty state, adds, edits and deletes reward images', {
    timeout: 60_000,
  }, async () => {
    const { context, page } = await signedInPage(e2e.browser, await e2e.server.given.admin(), {
      width: 390,
      path: '/admin/rewards',
    });
    await page.getByRole('heading', { name: 'Noch keine Belohnungsbilder' }).waitFor();
    await screenshot(page, 'rewards-admin-empty-390');
    await page.getByRole('button', { name: 'Erstes Bild hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues Belohnungsbild' });
    await dialog.getByLabel('Freischaltzeit (Minuten)').fill('');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Der Titel ist erforderlich').waitFor();
    await dialog.getByText('Die Bild-URL ist erforderlich').waitFor();
    await dialog.getByText('Die Freischaltzeit muss mindestens 1 Minute betragen').waitFor();

    await dialog.getByLabel('Titel').fill('Morgenlicht');
    await dialog.getByTestId('reward-image-file').setInputFiles({
      name: 'morgen.png',
      mimeType: 'image/png',
      buffer: await images.png(160, 120),
    });
    await expect
      .poll(() => dialog.getByLabel('Bild-URL').inputValue())
      .toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    await dialog.getByLabel('Freischaltzeit (Minuten)').fill('5');
    await dialog.getByLabel('Kategorie (optional)').fill('Natur');
    await dialog.getByLabel('Schlagwörter (optional)').fill(' Sonne, , Morgen ');
    await screenshot(page, 'rewards-admin-dialog-390');
    const created = await answerOf<RewardImage>(page, 'POST', '/api/reward-images', () =>
      dialog.getByRole('button', { name: 'Speichern' }).click(),
    );
    expect(created).toMatchObject({
      title: 'Morgenlicht',
      unlockTimeMinutes: 5,
      tags: ['Sonne', 'Morgen'],
      active: true,
    });
    await page.getByText('Belohnungsbild hinzugefügt').first().waitFor();
    const row = page.getByTestId(`reward-row-${created.id}`);
    // One line on a phone: a tap on it unfolds the details.
    await row.getByRole('button', { name: 'Details zu Morgenlicht' }).click();
    await row.getByText('5 Minuten').waitFor();
    await row.getByText('Morgen', { exact: true }).waitFor();
    await screenshot(page, 'rewards-admin-390');

    await row.getByRole('button', { name: 'Morgenlicht bearbeiten' }).click();
    const edit = page.getByRole('dialog', { name: 'Belohnungsbild bearbeiten' });
    expect(await edit.getByLabel('Schlagwörter (optional)').inputValue()).toBe('Sonne, Morgen');
    await edit.getByLabel('Titel').fill('Abendlicht');
    await edit.getByLabel('Aktiv').click();
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Belohnungsbild aktualisiert').first().waitFor();
    await row.getByText('Abendlicht').waitFor();
    await row.getByText('Inaktiv').waitFor();

    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'rewards-admin-1280');
    await row.getByRole('button', { name: 'Abendlicht löschen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Belohnungsbild gelöscht').first().waitFor();
    await page.getByRole('heading', { name: 'Noch keine Belohnungsbilder' }).waitFor();
    await context.close();
  });

  it('a reward unlocking after one minute appears in the session, in German and English', async () => {
    const reward = await givenRewardAfterOneMinute('Eine Minute Ruhe');
    const german = await e2e.server.given.user();
    const english = await e2e.server.given.user({ language: 'en' });
    const token = await e2e.server.given.token(german);
    await german.patch(`/api/energy-tokens/${token.id}`, { isActive: true });
    await german.post('/api/user/complete-onboarding');
    await english.post('/api/user/complete-onboarding');

    const phone = await signedInPage(e2e.browser, german, { width: 390 });
    const desktop = await signedInPage(e2e.browser, english, { width: 1280, locale: 'en-US' });
    const logs = [sessionLog(phone.page, 'phone'), sessionLog(desktop.page, 'desktop')];
    await Promise.all([
      phone.page.goto(`${e2e.server.url}/`),
      desktop.page.goto(`${e2e.server.url}/?lng=en`),
    ]);
    await phone.page.getByTestId(`token-usage-${token.id}`).getByText('0 Min. aktiv').waitFor();
    await phone.page.getByText('Nächste Belohnung in weniger als einer Minute').waitFor();
    await desktop.page.getByText('Next reward in less than a minute').waitFor();
    await screenshot(phone.page, 'rewards-hint-390');

    // One session minute every 15 s by the server's clock, a check every two: about 30 s.
    const phoneDialog = phone.page.getByRole('dialog', { name: 'Eine Belohnung für Sie!' });
    const desktopDialog = desktop.page.getByRole('dialog', { name: 'A reward for you!' });
    await Promise.all([
      phoneDialog.waitFor({ timeout: 75_000 }),
      desktopDialog.waitFor({ timeout: 75_000 }),
    ]).catch((error: Error) => {
      const server = e2e.server.output.join('').slice(-4000);
      throw new Error(`${error.message}\n${logs.flat().join('\n')}\nserver:\n${server}`);
    });
    await phoneDialog.getByText('Eine Minute Ruhe').waitFor();
    await expect
      .poll(() => phoneDialog.getByRole('img', { name: 'Eine Minute Ruhe' }).getAttribute('src'))
      .toBe(reward.imageUrl);
    const box = await desktopDialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(600);
    await screenshot(phone.page, 'rewards-dialog-390');
    await screenshot(desktop.page, 'rewards-dialog-1280');

    // Marked seen: not offered again, on any device.
    await expect.poll(async () => (await german.get('/api/user-rewards?minutes=100')).body).toEqual([]);
    await expect.poll(async () => (await english.get('/api/user-rewards?minutes=100')).body).toEqual([]);
    await phoneDialog.getByRole('button', { name: 'Schließen' }).last().click();
    await phoneDialog.waitFor({ state: 'hidden' });
    await phone.context.close();
    await desktop.context.close();
  }, 120_000);

  it('a check that reaches no server is made again at the next session minute, not two later', async () => {
    await givenRewardAfterOneMinute('Nach der Funkstille');
    const user = await e2e.server.given.user();
    await user.post('/api/user/complete-onboarding');
    const { context, page } = await signedInPage(e2e.browser, user, { width: 390 });
    // The checks the page makes, by the minutes it asks for; the first one after minute 0 gets no answer.
    const checked: number[] = [];
    await page.route('**/api/user-rewards?minutes=*', (route) => {
      const minutes = Number(new URL(route.request().url()).searchParams.get('minutes'));
      checked.push(minutes);
      return minutes > 0 && checked.filter((m) => m > 0).length === 1
        ? route.abort('internetdisconnected')
        : route.continue();
    });
    await page.goto(`${e2e.server.url}/`);

    // The first reward this new user has not seen: the one of the case before, or this one.
    await page.getByRole('dialog', { name: 'Eine Belohnung für Sie!' }).waitFor({ timeout: 90_000 });
    expect(checked).toEqual([0, 2, 3]);
    await context.close();
  }, 150_000);
});
