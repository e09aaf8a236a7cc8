import { readFile } from 'node:fs/promises';
import type { Frequency } from '@et/contracts';
import type { DimensionRing, RingCode, RingType } from '@et/contracts/rings';
import { defaultPassword, images, type TestClient } from '@et/gateway/testing';
import type { Page } from 'playwright-core';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, newPage, screenshot, unique, useServerAndBrowser } from './support/harness';
import { signedInPage, submitLogin } from './support/sign-in';

const e2e = useServerAndBrowser();
let love: Frequency;
let joy: Frequency;

beforeAll(async () => {
  love = await e2e.server.given.frequency({ nameDE: 'Liebe', nameEN: 'Love', color: 'red' });
  joy = await e2e.server.given.frequency({ nameDE: 'Freude', nameEN: 'Joy', color: 'gold' });
});

/** Closes the toast on screen (one at a time) so screenshots and clicks are not covered. */
async function dismissToast(page: Page) {
  const close = page.locator('ol li button[aria-label]');
  if (await close.count()) await close.first().dispatchEvent('click');
  await close.first().waitFor({ state: 'detached' });
}

/** A user past the onboarding, with an energy token on `frequency`. */
async function userWithToken(frequency: Frequency, language: 'de' | 'en' = 'de') {
  const user = await e2e.server.given.user({ language });
  expect((await user.post('/api/user/complete-onboarding')).status).toBeLessThan(300);
  const token = await e2e.server.given.token(user, { frequencyId: frequency.id });
  return { user, token };
}

/** The admin creates a ring type in the form, its image chosen, zoomed, turned and cropped. */
async function createRingTypeWithCroppedImage(admin: TestClient, code: string): Promise<RingType> {
  const { context, page } = await signedInPage(e2e.browser, admin, {
    width: 1280,
    path: '/admin/ring-types',
  });
  page.setDefaultTimeout(15_000);
  await page.getByRole('heading', { name: 'Ringtypen' }).waitFor();
  await page.getByRole('button', { name: 'Neuer Ringtyp' }).click();
  await page.getByRole('heading', { name: 'Neuer Ringtyp' }).waitFor();

  // Saving without the required fields names them.
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.getByText('Bitte alle Pflichtfelder ausfüllen').first().waitFor();
  await page.getByText('Bild-URL ist erforderlich').waitFor();

  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByLabel('Name (Deutsch)').fill('Kristallring');
  await page.getByLabel('Beschreibung (Deutsch)').fill('Ein Ring aus klarem Kristall');
  await page.getByRole('tab', { name: 'Englisch' }).click();
  await page.getByLabel('Name (Englisch)').fill('Crystal ring');
  await page.getByLabel('Beschreibung (Englisch)').fill('A ring of clear crystal');
  // The preview follows the open language tab.
  await page.getByRole('region', { name: 'Vorschau' }).getByText('Crystal ring').waitFor();

  await page.getByRole('button', { name: 'Bild auswählen' }).click();
  const crop = page.getByRole('dialog', { name: 'Bild zuschneiden' });
  await crop.getByTestId('crop-file').setInputFiles({
    name: 'crystal.png',
    mimeType: 'image/png',
    buffer: await images.png(640, 480),
  });
  await crop.getByTestId('crop-area').locator('img').waitFor();
  const zoom = crop.getByRole('slider', { name: /Zoom/ });
  expect(await zoom.inputValue()).toBe('1.2');
  expect(await zoom.getAttribute('min')).toBe('1');
  expect(await zoom.getAttribute('max')).toBe('3');
  expect(await zoom.getAttribute('step')).toBe('0.1');
  await zoom.fill('1.5');
  await crop.getByText('1.5×').waitFor();
  await crop.getByRole('button', { name: 'Um 90° drehen' }).click();
  const cropArea = await crop.getByTestId('cropper').boundingBox();
  expect(cropArea).toMatchObject({ width: 200, height: 200 });
  await screenshot(page, 'rings-crop-dialog-1280');

  const upload = answerOf<{ imageUrl: string }>(page, 'POST', '/api/upload-image', () =>
    crop.getByRole('button', { name: 'Speichern' }).click(),
  );
  const { imageUrl } = await upload;
  expect(imageUrl).toMatch(/^\/uploads\//);
  await crop.waitFor({ state: 'detached' });

  const created = await answerOf<RingType>(page, 'POST', '/api/ring-types', () =>
    page.getByRole('button', { name: 'Speichern' }).click(),
  );
  expect(created).toMatchObject({ code, nameDE: 'Kristallring', nameEN: 'Crystal ring', imageUrl });
  await page.getByText('Ringtyp erstellt').first().waitFor();
  const card = page.getByTestId(`ring-type-${code}`);
  await card.getByRole('heading', { name: 'Kristallring' }).waitFor();
  // The saved image is the cropped square, not the 640×480 original.
  const size = await card
    .locator('img')
    .evaluate(async (img: { decode(): Promise<void>; naturalWidth: number; naturalHeight: number }) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
  expect(size).toEqual([400, 400]);
  await dismissToast(page);
  await screenshot(page, 'rings-admin-ring-types-1280');
  await context.close();
  return created;
}

/** The admin generates one ring code of the type in the ring-codes tab. */
async function generateRingCode(admin: TestClient, type: string): Promise<string> {
  const { context, page } = await signedInPage(e2e.browser, admin, {
    width: 1280,
    path: '/admin/ring-codes',
  });
  await page.getByRole('heading', { name: 'Verfügbare Ring-Codes' }).waitFor();
  await page.getByLabel('Ringtyp für neue Codes').selectOption(type);
  const generated = await answerOf<RingCode>(page, 'POST', '/api/ring-codes', () =>
    page.getByRole('button', { name: 'Neuen Ring-Code generieren' }).click(),
  );
  expect(generated).toMatchObject({ type, isUsed: false });
  const row = page.getByTestId(`ring-code-row-${generated.code}`);
  await row.getByText('Verfügbar').waitFor();
  await row.getByText('Kristallring').waitFor();
  await dismissToast(page);

  // A batch of 2: a CSV file and a sheet whose QR codes open the rings page with the code.
  await page.getByLabel('Mehrere Ring-Codes erzeugen').fill('2');
  const batch = await answerOf<{ codes: RingCode[] }>(page, 'POST', '/api/ring-codes/batch', () =>
    page.getByRole('button', { name: 'Erzeugen', exact: true }).click(),
  );
  expect(batch.codes.map((code) => code.type)).toEqual([type, type]);
  await page.getByText('2 Ring-Codes erzeugt').first().waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^energietaler-ring-codes_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}\.csv$/,
  );
  // For German Excel: a BOM, semicolons, German header and status; a code Excel would read as a
  // number (digits only, or 12E345) is written as ="…".
  const csv = (await readFile(await download.path(), 'utf8')).replace(/\r\n$/, '').split('\r\n');
  expect(csv[0]).toBe('\uFEFFCode;Ringtyp;Status;Erstellt');
  expect(
    csv.slice(1).map((line) =>
      line
        .replace(/^"=""(\w+)"""/, '$1')
        .split(';')
        .slice(0, 3),
    ),
  ).toEqual(batch.codes.map((code) => [code.code, type, 'Verfügbar']));
  await page.getByRole('button', { name: 'Druckbogen öffnen' }).click();
  const sheet = page.getByRole('dialog', { name: 'Druckbogen: 2 Ring-Codes' });
  for (const code of batch.codes) {
    const svg = await QRCode.toString(`${e2e.server.url}/dimension-rings?code=${code.code}`, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
    });
    expect(await sheet.getByRole('img', { name: `QR-Code für ${code.code}` }).getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    );
  }
  await sheet.getByRole('button', { name: 'Schließen' }).first().click();
  await dismissToast(page);
  await screenshot(page, 'rings-admin-ring-codes-1280');
  await context.close();
  return generated.code;
}

describe('dimension rings in the browser', () => {
  let type: RingType;
  let ringCode: string;
  let admin: TestClient;

  beforeAll(async () => {
    admin = await e2e.server.given.admin();
  });

  it('admin: creates a ring type with a cropped uploaded image and generates a ring code', async () => {
    type = await createRingTypeWithCroppedImage(admin, unique('crystal'));
    ringCode = await generateRingCode(admin, type.code);
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
