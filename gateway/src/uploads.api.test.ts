import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '@et/platform';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProxyGateway } from './proxy';
import { images, uploadImage } from './testing/images';
import { storeKinds, TestClient, testSecret, useTestApp } from './testing/test-app';

const imageUrl = /^\/uploads\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

const en = {
  notAnImage: 'The file is not a PNG, JPEG, WebP or GIF image',
  tooLarge: 'The image is larger than 5 MB',
  tooManyPixels: 'The image has more than 40 megapixels',
  noFile: 'No file selected',
};

describe.each(storeKinds)('image uploads on %s', (kind) => {
  // On disk, so the embedded kind runs the files adapter (DATA_DIR/uploads).
  const app = useTestApp(kind, { persistent: true }, async (app) => ({
    admin: await app.given.admin({ language: 'en' }),
  }));

  /** Fetches an uploaded image; its bytes with what sharp decodes from them. */
  const fetchImage = async (url: string) => {
    const response = await fetch(`${app.url}${url}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    return {
      response,
      bytes,
      decoded: response.ok ? await sharp(bytes, { animated: true }).metadata() : null,
    };
  };

  it('stores a PNG and serves it back as that image, cached for good and never sniffed', async () => {
    const png = await images.png(64, 48);
    const answer = await uploadImage(app.admin, {
      bytes: png,
      filename: `image-${Date.now()}.png`,
      type: 'image/png',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.imageUrl).toMatch(imageUrl);
    expect(answer.body.imageUrl.endsWith('.png')).toBe(true);

    const { response, decoded } = await fetchImage(answer.body.imageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(decoded).toMatchObject({ format: 'png', width: 64, height: 48 });
    // HEAD answers the same headers.
    const head = await fetch(`${app.url}${answer.body.imageUrl}`, { method: 'HEAD' });
    expect(head.headers.get('content-type')).toBe('image/png');
  });

  it('stores a JPEG without its metadata, under a random name whatever the file was called', async () => {
    const marker = `exif-marker-${Date.now()}`;
    const jpeg = await images.jpegWithExif(marker);
    expect(jpeg.includes(marker)).toBe(true);
    const answer = await uploadImage(app.admin, {
      bytes: jpeg,
      filename: '../../../etc/passwd',
      type: 'text/plain',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);

    const { response, bytes, decoded } = await fetchImage(answer.body.imageUrl);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(decoded).toMatchObject({ format: 'jpeg', width: 80, height: 60 });
    expect(decoded?.exif).toBeUndefined();
    expect(bytes.includes(marker)).toBe(false);

    // The file name reached no path: the store holds random names only, nothing beside them.
    const stored = await app.running.stores.blobs.list();
    expect(stored).toContain(answer.body.imageUrl.slice('/uploads/'.length));
    for (const name of stored) expect(`/uploads/${name}`).toMatch(imageUrl);
    if (kind === 'pglite') {
      const dataDir = app.running.commands.config.dataDir;
      expect((await readdir(path.join(dataDir, 'uploads'))).sort()).toEqual(stored);
      expect(await readdir(dataDir)).not.toContain('etc');
    }
  });

  it('keeps the frames of an animated GIF', async () => {
    const answer = await uploadImage(app.admin, { bytes: await images.animatedGif(), filename: 'a.gif' });
    expect(answer.status).toBe(201);
    const { response, decoded } = await fetchImage(answer.body.imageUrl);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(decoded).toMatchObject({ format: 'gif', width: 20, pages: 3, pageHeight: 10 });
  });

  it('refuses what is no PNG, JPEG, WebP or GIF, whatever its name and declared type', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    const refused = [
      { bytes: 'just some text, not an image', filename: 'notes.png', type: 'image/png' },
      { bytes: svg, filename: 'logo.svg', type: 'image/svg+xml' },
      { bytes: svg, filename: 'logo.png', type: 'image/png' },
      // A GIF header whose "frame" is JavaScript: runs as a script, decodes as no image.
      { bytes: 'GIF89a/*\x00\x00*/=1;alert(document.cookie)//', filename: 'poly.gif', type: 'image/gif' },
      {
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        filename: 'page.jpg',
        type: 'image/jpeg',
      },
      { bytes: (await images.png()).subarray(0, 60), filename: 'cut-off.png', type: 'image/png' },
      {
        bytes: await sharp(await images.png())
          .tiff()
          .toBuffer(),
        filename: 'scan.png',
        type: 'image/png',
      },
    ];
    for (const file of refused) {
      const answer = await uploadImage(app.admin, file);
      expect({ file: file.filename, status: answer.status, body: answer.body }).toEqual({
        file: file.filename,
        status: 400,
        body: { message: en.notAnImage },
      });
    }
  });

  it('keeps only the image of a PNG with HTML appended: the served bytes are the re-encoded picture', async () => {
    const png = await images.png(32, 32);
    const polyglot = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]);
    const answer = await uploadImage(app.admin, { bytes: polyglot, filename: 'poly.png', type: 'image/png' });
    expect(answer.status).toBe(201);
    const { bytes, decoded } = await fetchImage(answer.body.imageUrl);
    expect(bytes.includes('<script')).toBe(false);
    expect(bytes.includes('<html')).toBe(false);
    expect(decoded).toMatchObject({ format: 'png', width: 32, height: 32 });
    const [served, original] = await Promise.all([bytes, png].map((b) => sharp(b).raw().toBuffer()));
    expect(served!.equals(original!)).toBe(true);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const large = await images.largePng(6 * 1024 * 1024);
    expect(large.length).toBeGreaterThan(6 * 1024 * 1024);
    const answer = await uploadImage(app.admin, { bytes: large, filename: 'big.png', type: 'image/png' });
    expect(answer).toMatchObject({ status: 413, body: { message: en.tooLarge } });
  });

  it('refuses a pixel flood from its header, at once', async () => {
    const flood = images.pixelFlood();
    expect(flood.length).toBeLessThan(2000);
    const answer = await uploadImage(app.admin, { bytes: flood, filename: 'flood.png', type: 'image/png' });
    expect(answer).toMatchObject({ status: 400, body: { message: en.tooManyPixels } });
    expect(answer.ms).toBeLessThan(2000);
  });

  it('asks for a file when none is sent in the field image', async () => {
    const png = await images.png();
    const noFile = await uploadImage(app.admin, 'only a text field');
    expect(noFile).toMatchObject({ status: 400, body: { message: en.noFile } });
    const otherField = await uploadImage(app.admin, { bytes: png, filename: 'a.png', field: 'file' });
    expect(otherField).toMatchObject({ status: 400, body: { message: en.noFile } });
    const empty = await uploadImage(app.admin, { bytes: Buffer.alloc(0), filename: 'empty.png' });
    expect(empty).toMatchObject({ status: 400, body: { message: en.noFile } });
    const json = await app.admin.post('/api/upload-image', { image: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(415);
    expect(json.body.message).toContain('multipart/form-data');
  });

  it('lets only admins upload, refusing others before the file is read', async () => {
    const png = await images.png();
    const anonymous = await uploadImage(app.client(), { bytes: png, filename: 'a.png' });
    expect(anonymous).toMatchObject({ status: 401, body: { message: 'Bitte melden Sie sich an' } });
    const user = await app.given.user();
    const notAdmin = await uploadImage(user, { bytes: png, filename: 'a.png' });
    expect(notAdmin).toMatchObject({ status: 403, body: { message: 'Nur für Administratoren' } });
    // Too large and no admin: the rights are checked first.
    const large = await uploadImage(user, {
      bytes: await images.largePng(6 * 1024 * 1024),
      filename: 'b.png',
    });
    expect(large.status).toBe(403);
  });

  it('answers 404 for unknown and malformed image names, and nothing under /uploads is the app page', async () => {
    for (const url of [
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/..%2F..%2F..%2Fpackage.json',
      `/uploads/${'0'.repeat(32)}.png`,
      `/uploads/${'A'.repeat(32)}.png`,
      `/uploads/${'0'.repeat(32)}.svg`,
      `/uploads/${'0'.repeat(32)}.png%00`,
      '/uploads/',
      '/uploads/a/b',
    ]) {
      const answer = await app.client().get(url);
      expect({ url, status: answer.status, body: answer.body }).toEqual({
        url,
        status: 404,
        body: { message: 'Bild nicht gefunden' },
      });
    }
  });

  it('keeps refusing multipart on every other route', async () => {
    const form = new FormData();
    form.append('count', '5');
    const response = await fetch(`${app.url}/api/codes/batch`, {
      method: 'POST',
      body: form,
      headers: { cookie: app.admin.cookie, 'x-forwarded-for': app.admin.ip },
    });
    expect(response.status).toBe(415);
  });

  describe('through the gateway in front of separate services', () => {
    let gateway: FastifyInstance;
    let gatewayUrl: string;
    beforeAll(async () => {
      const config = loadConfig({ DATA_DIR: 'memory:', SECRET: testSecret, LOG_LEVEL: 'silent', PORT: '0' });
      gateway = await buildProxyGateway(config, { commandUrl: app.url, queryUrl: app.url });
      gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => gateway?.close());

    it('passes the upload to the command service and the image from the query service', async () => {
      const viaGateway = new TestClient(gatewayUrl, { ip: app.admin.ip });
      viaGateway.cookie = app.admin.cookie;
      const answer = await uploadImage(viaGateway, { bytes: await images.png(10, 12), filename: 'g.png' });
      expect(answer.status).toBe(201);
      const response = await fetch(`${gatewayUrl}${answer.body.imageUrl}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const decoded = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(decoded).toMatchObject({ format: 'png', width: 10, height: 12 });
      const missing = await fetch(`${gatewayUrl}/uploads/..%2F..%2Fetc%2Fpasswd`);
      expect(missing.status, await missing.clone().text()).toBe(404);
    });
  });
});
