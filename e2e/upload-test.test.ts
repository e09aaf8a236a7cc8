import type { UploadedImage } from '@et/contracts';
import { images } from '@et/gateway/testing';
import { describe, expect, it } from 'vitest';
import { answerOf, screenshot, useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

const e2e = useServerAndBrowser();

describe('/upload-test in the browser', () => {
  it('uploads a PNG and shows the stored image; refusals are named', async () => {
    const { context, page } = await signedInPage(e2e.browser, await e2e.server.given.admin(), {
      path: '/upload-test',
    });
    await page.getByRole('heading', { name: 'Datei-Upload-Test' }).waitFor();
    await page.getByRole('button', { name: 'Hochladen' }).click();
    await page.getByText('Keine Datei ausgewählt').waitFor();

    const input = page.getByLabel('Bilddatei');
    await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('no image') });
    await page.getByRole('button', { name: 'Hochladen' }).click();
    await page.getByText('Die Datei ist kein Bild im Format PNG, JPEG, WebP oder GIF').waitFor();

    const png = await images.png(120, 80);
    await input.setInputFiles({ name: `upload-${Date.now()}.png`, mimeType: 'image/png', buffer: png });
    const uploaded = await answerOf<UploadedImage>(page, 'POST', '/api/upload-image', () =>
      page.getByRole('button', { name: 'Hochladen' }).click(),
    );
    expect(uploaded.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const preview = page.getByRole('img', { name: 'Vorschau des hochgeladenen Bildes' });
    await preview.waitFor();
    // Loaded and decoded by the browser at its real size.
    type Loaded = { complete: boolean; naturalWidth: number; naturalHeight: number };
    const size = () =>
      preview.evaluate((element) => {
        const image = element as unknown as Loaded;
        return image.complete ? `${image.naturalWidth}x${image.naturalHeight}` : '';
      });
    await expect.poll(size).toBe('120x80');
    expect(await preview.getAttribute('src')).toBe(uploaded.imageUrl);
    await screenshot(page, 'upload-test-1280');
    await context.close();
  });

  it('answers 404 for any other path under /uploads instead of the app page', async () => {
    for (const path of ['/uploads/a/b', '/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/'])
      expect((await fetch(`${e2e.server.url}${path}`)).status, path).toBe(404);
  });

  it('sends a signed-in user who is no admin to the dashboard', async () => {
    const { context, page } = await signedInPage(e2e.browser, await e2e.server.given.user(), {
      path: '/upload-test',
    });
    await page.waitForURL(`${e2e.server.url}/`);
    expect(await page.getByRole('heading', { name: 'Datei-Upload-Test' }).count()).toBe(0);
    await context.close();
  });
});
