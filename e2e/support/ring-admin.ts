/** The admin's side of the rings' browser test: a ring type with a cropped image, ring codes. */
import { readFile } from 'node:fs/promises';
import type { RingCode, RingType } from '@et/contracts/rings';
import { images, type TestClient } from '@et/gateway/testing';
import type { Page } from 'playwright-core';
import QRCode from 'qrcode';
import { expect } from 'vitest';
import { answerOf, type ServerAndBrowser, screenshot } from './harness';
import { signedInPage } from './sign-in';

/** Closes the toast on screen (one at a time) so screenshots and clicks are not covered. */
export async function dismissToast(page: Page) {
  const close = page.locator('ol li button[aria-label]');
  if (await close.count()) await close.first().dispatchEvent('click');
  await close.first().waitFor({ state: 'detached' });
}

/** The admin creates a ring type in the form, its image chosen, zoomed, turned and cropped. */
export async function createRingTypeWithCroppedImage(
  e2e: ServerAndBrowser,
  admin: TestClient,
  code: string,
): Promise<RingType> {
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
export async function generateRingCode(
  e2e: ServerAndBrowser,
  admin: TestClient,
  type: string,
): Promise<string> {
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
