import type { Frequency } from '@et/contracts';
import type { DimensionRing, RingCode, RingType } from '@et/contracts/rings';
import { defaultPassword, images, type TestClient } from '@et/gateway/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, newPage, screenshot, unique, useServerAndBrowser } from './support/harness';
import { createRingTypeWithCroppedImage, dismissToast, generateRingCode } from './support/ring-admin';
import { signedInPage, submitLogin } from './support/sign-in';

const e2e = useServerAndBrowser();
let love: Frequency;
let joy: Frequency;

beforeAll(async () => {
  love = await e2e.server.given.frequency({ nameDE: 'Liebe', nameEN: 'Love', color: 'red' });
  joy = await e2e.server.given.frequency({ nameDE: 'Freude', nameEN: 'Joy', color: 'gold' });
});

/** A user past the onboarding, with an energy token on `frequency`. */
async function userWithToken(frequency: Frequency, language: 'de' | 'en' = 'de') {
  const user = await e2e.server.given.user({ language });
  expect((await user.post('/api/user/complete-onboarding')).status).toBeLessThan(300);
  const token = await e2e.server.given.token(user, { frequencyId: frequency.id });
  return { user, token };
}

describe('dimension rings in the browser', () => {
  let type: RingType;
  let ringCode: string;
  let admin: TestClient;

  beforeAll(async () => {
    admin = await e2e.server.given.admin();
  });

  it('admin: creates a ring type with a cropped uploaded image and generates a ring code', async () => {
    type = await createRingTypeWithCroppedImage(e2e, admin, unique('crystal'));
    ringCode = await generateRingCode(e2e, admin, type.code);
    expect(ringCode).toMatch(/^[A-Z0-9]{6}$/);
  }, 60_000);

  it('user (German): a QR link survives the login, activates the ring, picks a frequency, sees the circle on the token card', async () => {
    const { user, token } = await userWithToken(love);
    // The QR code's link, opened while signed out: through the login and back with the code.
    const { context, page } = await newPage(e2e.browser, { width: 390 });
    await page.goto(`${e2e.server.url}/dimension-rings?code=${ringCode.toLowerCase()}`);
    await page.waitForURL(/\/auth\?redirect=%2Fdimension-rings%3Fcode%3D/);
    await submitLogin(page, user.user.username, defaultPassword);
    await page.getByRole('heading', { name: 'Dimensionsringe' }).waitFor();
    const codeInput = page.getByLabel('Ring-Code');
    await expect.poll(() => codeInput.inputValue()).toBe(ringCode);
    expect(new URL(page.url()).search).toBe('');

    // A wrong code: the server's answer in German, nothing created.
    await codeInput.fill('zz-zz 99');
    expect(await codeInput.inputValue()).toBe('ZZZZ99');
    await page.getByRole('button', { name: 'Ring aktivieren' }).click();
    await page.getByText('Ungültiger oder bereits verwendeter Ring-Code').first().waitFor();
    await dismissToast(page);

    await codeInput.fill(ringCode);
    const ring = await answerOf<DimensionRing>(page, 'POST', '/api/dimension-rings', () =>
      page.getByRole('button', { name: 'Ring aktivieren' }).click(),
    );
    expect(ring).toMatchObject({ code: ringCode, type: type.code, isActive: true, frequencyId: null });
    await page.getByText('Dimensionsring wurde aktiviert!').first().waitFor();
    await dismissToast(page);

    const card = page.getByTestId(`ring-card-${ringCode}`);
    await card.getByRole('heading', { name: 'Kristallring' }).waitFor();
    expect(await card.getByRole('img').getAttribute('src')).toBe(type.imageUrl);
    const changed = await answerOf<DimensionRing>(page, 'PATCH', `/api/dimension-rings/${ring.id}`, () =>
      card
        .getByLabel('Frequenz')
        .selectOption(String(love.id))
        .then(() => undefined),
    );
    expect(changed.frequencyId).toBe(love.id);
    await page.getByText('Die Frequenz des Rings wurde geändert').first().waitFor();
    await dismissToast(page);
    await screenshot(page, 'rings-page-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'rings-page-1280');

    // The dashboard: the ring's circle on the token of that frequency.
    await page.getByRole('link', { name: 'Start' }).first().click();
    const tokenCard = page.getByTestId(`token-card-${token.code}`);
    const circle = tokenCard.locator(`[data-ring-code="${ringCode}"]`);
    await circle.waitFor();
    expect(await circle.getAttribute('title')).toBe('Kristallring');
    expect(await circle.locator('img').getAttribute('src')).toBe(type.imageUrl);
    await screenshot(page, 'rings-dashboard-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'rings-dashboard-390');

    // Another frequency: the circle moves with the ring.
    const other = await e2e.server.given.token(user, { frequencyId: joy.id });
    await page.reload();
    await tokenCard.locator(`[data-ring-code="${ringCode}"]`).waitFor();
    expect(await page.getByTestId(`token-card-${other.code}`).locator('[data-ring-code]').count()).toBe(0);
    await context.close();
  });

  it('user (English): activates with a frequency chosen at once; default image of a built-in type; admin tabs in English', async () => {
    expect((await admin.post<RingType>('/api/ring-types', { ...goldType, code: 'gold' })).status).toBe(201);
    expect((await admin.post('/api/ring-types/clear-images')).status).toBe(200);
    const goldCode = (await admin.post<RingCode>('/api/ring-codes', { type: 'gold' })).body.code;
    const { user, token } = await userWithToken(joy, 'en');

    const { context, page } = await signedInPage(e2e.browser, user, {
      width: 390,
      locale: 'en-US',
      path: '/dimension-rings',
    });
    await page.getByRole('heading', { name: 'Dimension rings' }).waitFor();
    await page.getByText('You have no dimension rings yet.', { exact: false }).waitFor();
    await page.getByRole('tab', { name: 'Request a code' }).click();
    // The tab is the request form itself (its own test: ring-request-inbox).
    await page.getByRole('button', { name: 'Send request' }).waitFor();
    await page.getByRole('tab', { name: 'Activate with a code' }).click();
    await page.getByLabel('Ring code').fill(goldCode.toLowerCase());
    await page.getByLabel('Frequency (optional)').selectOption(String(joy.id));
    const ring = await answerOf<DimensionRing>(page, 'POST', '/api/dimension-rings', () =>
      page.getByRole('button', { name: 'Activate ring' }).click(),
    );
    expect(ring).toMatchObject({ type: 'gold', frequencyId: joy.id, imageUrl: '' });
    await page.getByText('Dimension ring has been activated!').first().waitFor();
    const card = page.getByTestId(`ring-card-${goldCode}`);
    await card.getByRole('heading', { name: 'Golden Ring' }).waitFor();
    // No image of its own: the default picture of its type.
    expect(await card.getByRole('img').getAttribute('data-default')).toBe('true');
    await dismissToast(page);
    await screenshot(page, 'rings-page-en-390');

    await page.goto(`${e2e.server.url}/`);
    const circle = page.getByTestId(`token-card-${token.code}`).locator(`[data-ring-code="${goldCode}"]`);
    await circle.waitFor();
    expect(await circle.textContent()).toBe('G');
    await context.close();

    const adminPage = await signedInPage(e2e.browser, admin, {
      width: 390,
      locale: 'en-US',
      path: '/admin/ring-types',
    });
    await adminPage.page.getByRole('heading', { name: 'Ring types' }).waitFor();
    await adminPage.page
      .getByTestId('ring-type-gold')
      .getByRole('heading', { name: 'Golden Ring' })
      .waitFor();
    await screenshot(adminPage.page, 'rings-admin-ring-types-390');
    // The crop dialog on a phone.
    await adminPage.page.getByRole('button', { name: 'New ring type' }).click();
    await adminPage.page.getByRole('button', { name: 'Select image' }).click();
    const crop = adminPage.page.getByRole('dialog', { name: 'Crop image' });
    await crop.getByTestId('crop-file').setInputFiles({
      name: 'ring.png',
      mimeType: 'image/png',
      buffer: await images.png(640, 480),
    });
    await crop.getByTestId('cropper').waitFor();
    await screenshot(adminPage.page, 'rings-crop-dialog-390');
    await crop.getByRole('button', { name: 'Close' }).click();
    await adminPage.page.goto(`${e2e.server.url}/admin/ring-codes`);
    await adminPage.page.getByRole('heading', { name: 'Available ring codes' }).waitFor();
    await adminPage.page.getByTestId(`ring-code-row-${goldCode}`).getByText('Used').waitFor();
    await screenshot(adminPage.page, 'rings-admin-ring-codes-390');
    await adminPage.context.close();
  });
});

const goldType = {
  nameDE: 'Goldener Ring',
  nameEN: 'Golden Ring',
  descriptionDE: 'Der goldene Dimensionsring',
  descriptionEN: 'The golden dimension ring',
  imageUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
};
