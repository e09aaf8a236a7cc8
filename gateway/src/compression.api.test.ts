import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createHttpApp, loadConfig } from '@et/platform';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { frontendDist } from './frontend';
import { buildProxyGateway } from './proxy';
import { type StoreKind, storeKinds, useTestApp, withAdmin } from './testing/test-app';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent (compressed when the server compressed them). */
  bytes: Buffer;
  /** The body decoded by its `content-encoding`. */
  text: string;
}

/** A GET that leaves the body as sent (fetch would decode it and hide what came over the wire). */
async function get(base: string, pathname: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const request = httpRequest(new URL(pathname, base), { headers });
  request.end();
  const [response] = (await once(request, 'response')) as [import('node:http').IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const encoding = response.headers['content-encoding'];
  const decoded =
    encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
  return { status: response.statusCode ?? 0, headers: response.headers, bytes, text: decoded.toString() };
}

function varies(answer: RawAnswer): boolean {
  return String(answer.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');
}

/** The largest script of the build: the one a first visit loads. */
function largestScript(): string {
  const assets = path.join(frontendDist, 'assets');
  let names: string[] = [];
  try {
    names = readdirSync(assets).filter((name) => name.endsWith('.js'));
  } catch {
    // no build: said below
  }
  if (names.length === 0) throw new Error(`No built frontend in ${frontendDist}: run npm run build first`);
  const size = (name: string) => readFileSync(path.join(assets, name)).length;
  return `/assets/${names.sort((a, b) => size(b) - size(a))[0]}`;
}

describe.each(storeKinds)('compression and static delivery on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, { serveFrontend: true }, withAdmin);

  it('compresses API JSON with brotli or gzip, as the client asks, and says it varies', async () => {
    // The default privacy text: a public JSON answer well above the 1 KB threshold.
    const plain = await get(app.url, '/api/legal/datenschutz');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const answer = await get(app.url, '/api/legal/datenschutz', { 'accept-encoding': encoding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(varies(answer)).toBe(true);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(answer.text)).toEqual(JSON.parse(plain.text));
      expect(answer.bytes.length).toBeLessThan(plain.bytes.length / 2);
    }
    // A browser's list picks brotli; a small answer is sent as it is.
    const browser = await get(app.url, '/api/legal/datenschutz', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(browser.headers['content-encoding']).toBe('br');
    const small = await get(app.url, '/api/health', { 'accept-encoding': 'br' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends the precompressed index.html and scripts, once compressed, with their caching', async () => {
    const script = largestScript();
    const onDisk = readFileSync(path.join(frontendDist, script));
    for (const encoding of ['br', 'gzip']) {
      const asset = await get(app.url, script, { 'accept-encoding': encoding });
      expect(asset.status).toBe(200);
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(varies(asset)).toBe(true);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The file written at build, as it is: decoding it once gives the script.
      const copy = readFileSync(path.join(frontendDist, `${script}.${encoding === 'br' ? 'br' : 'gz'}`));
      expect(asset.bytes.equals(copy)).toBe(true);
      expect(asset.text).toBe(onDisk.toString());

      for (const page of ['/', '/auth', '/admin/users']) {
        const html = await get(app.url, page, { 'accept-encoding': encoding });
        expect(html.status).toBe(200);
        expect(html.headers['content-encoding']).toBe(encoding);
        expect(varies(html)).toBe(true);
        expect(html.headers['cache-control']).toBe('no-cache');
        expect(html.text).toContain('<html lang="de">');
        expect(html.text).toMatch(/<meta\s+name="description"\s+content="[^"]{50,}"/);
        expect(html.text).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');
        expect(html.text).toContain('<link rel="manifest" href="/manifest.webmanifest"');
      }
    }
    const identity = await get(app.url, script);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.bytes.equals(onDisk)).toBe(true);
  });

  it('answers a missing asset with 404, other unknown paths with the app', async () => {
    for (const missing of ['/assets/does-not-exist.js', '/assets/index-00000000.css', '/assets/']) {
      const answer = await get(app.url, missing, { 'accept-language': 'de' });
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text).message).toEqual(expect.any(String));
    }
    const route = await get(app.url, '/some/client-route');
    expect(route.status).toBe(200);
    expect(route.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves robots.txt, the manifest and the service worker, revalidated on each use', async () => {
    const robots = await get(app.url, '/robots.txt', { 'accept-encoding': 'br' });
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.text).toMatch(/^User-agent: \*$/m);
    expect(robots.text).toMatch(/^Disallow: \/api\/$/m);
    expect(robots.text).not.toContain('<html');

    const manifest = await get(app.url, '/manifest.webmanifest', { 'accept-encoding': 'br' });
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.text)).toMatchObject({
      name: 'Energietaler',
      start_url: '/',
      display: 'standalone',
    });

    const worker = await get(app.url, '/sw.js', { 'accept-encoding': 'gzip' });
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-encoding']).toBe('gzip');
    expect(worker.text).toContain('SKIP_WAITING');
    // The precache list names the shell and hashed assets, never the API nor compressed copies.
    expect(worker.text).toContain('index.html');
    expect(worker.text).toContain('offline.html');
    expect(worker.text).not.toMatch(/"url":"[^"]*\.(?:br|gz)"/);
    expect(worker.text).not.toMatch(/"url":"\/?api\//);

    for (const icon of ['/pwa-192.png', '/pwa-512.png', '/pwa-maskable-512.png', '/apple-touch-icon.png']) {
      const answer = await get(app.url, icon, { 'accept-encoding': 'br' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      // Images are compressed already.
      expect(answer.headers['content-encoding']).toBeUndefined();
    }
  });

  it('keeps /ws working for a browser that asks for compression', async () => {
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/ws`, {
      headers: { origin: app.url, cookie: app.admin.cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    const messages: string[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data)).type));
    await once(socket, 'open');
    await app.given.user();
    for (let waited = 0; !messages.includes('USERS_CHANGED') && waited < 3000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(messages).toContain('USERS_CHANGED');
    socket.close();
  });
});

describe('compression behind the gateway in front of separate services', () => {
  const payload = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Energietaler ${i}` })) };
  let service: FastifyInstance;
  let gateway: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: 'memory:', LOG_LEVEL: 'silent' });
    // A service built like the command and query services are: it compresses its own answers.
    service = await createHttpApp(config);
    service.get('/api/big', async () => payload);
    const serviceUrl = await service.listen({ port: 0, host: '127.0.0.1' });
    gateway = await buildProxyGateway(config, { commandUrl: serviceUrl, queryUrl: serviceUrl });
    url = await gateway.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await gateway?.close();
    await service?.close();
  });

  it("passes the service's compressed answer on as it is, compressed once", async () => {
    for (const encoding of ['br', 'gzip']) {
      const answer = await get(url, '/api/big', { 'accept-encoding': encoding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(JSON.parse(answer.text)).toEqual(payload);
    }
    const plain = await get(url, '/api/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.text)).toEqual(payload);
  });

  it('answers a missing asset with 404 there too', async () => {
    expect((await get(url, '/assets/does-not-exist.js')).status).toBe(404);
  });
});
