import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from './testing/mailbox';
import { type StoreKind, storeKinds, useTestApp, withAdminAndFrequency } from './testing/test-app';

/** One request written by hand (fetch and curl refuse or cut what this sends), and the answer. */
async function rawRequest(base: string, lines: string[]): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  socket.end(`${lines.join('\r\n')}\r\n\r\n`);
  const chunks: Buffer[] = [];
  for await (const chunk of socket) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]), text };
}

describe.each(storeKinds)('request limits on %s', (kind: StoreKind) => {
  // With the built app: unknown paths go to its file server, which met long names first.
  const app = useTestApp(kind, { serveFrontend: true }, withAdminAndFrequency);
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(() => mailbox?.stop());

  it('refuses a JSON body of null, as every body that is not an object, and changes nothing', async () => {
    const user = await app.given.user({ language: 'en' });
    const token = await app.given.token(user, { frequencyId: app.frequencyId });
    const before = (await user.get('/api/energy-tokens')).body;
    const json = { 'content-type': 'application/json' };
    for (const raw of ['null', '[]', '"Neu"', '7', 'true']) {
      const patched = await user.request('PATCH', `/api/energy-tokens/${token.id}`, raw, json);
      expect(patched.status, raw).toBe(400);
      expect(patched.body.message).toBe('The request body must be a JSON object');
    }
    expect((await user.get('/api/energy-tokens')).body).toEqual(before);

    const saved = await app.admin.patch('/api/website-settings', {
      smtpHost: '127.0.0.1',
      smtpPort: String(mailbox.port),
      smtpUser: 'mailer@example.com',
      smtpPass: 'mail-secret',
      smtpFrom: 'mailer@example.com',
    });
    expect(saved.status).toBe(200);
    const testMail = await app.admin.request('POST', '/api/test-email', 'null', json);
    expect(testMail).toMatchObject({
      status: 400,
      body: { message: 'Die Anfrage muss ein JSON-Objekt enthalten' },
    });
    // A route that reads no fields at all refuses it too (it used to act: a new code).
    const codes = (await app.admin.get('/api/codes')).body.total;
    expect((await app.admin.request('POST', '/api/codes', 'null', json)).status).toBe(400);
    expect((await app.admin.get('/api/codes')).body.total).toBe(codes);
    // Without a body, as the spec's settings card sends it, the test mail still goes out.
    const sent = await app.admin.post('/api/test-email');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await mailbox.next('mailer@example.com');
    expect(mailbox.mails).toHaveLength(1);
  });

  it('answers an address over 4096 characters with 414 in the language asked, on every kind of path', async () => {
    const user = await app.given.user();
    const english = user.copy({ language: 'en' });
    const long = 'a'.repeat(5000);
    for (const path of [
      `/api/faqs?category=${long}`,
      `/api/users?search=${long}`,
      `/api/legal/${long}`,
      `/api/codes/${long}`,
      `/${long}`,
      `/assets/${long}.js`,
      `/settings?x=${long}`,
    ]) {
      const german = await user.get(path);
      expect(german.status, path.slice(0, 30)).toBe(414);
      expect(german.body.message).toBe('Die Adresse ist zu lang. Bitte kürzen Sie die Eingabe.');
      expect((await english.get(path)).body.message).toBe(
        'The address is too long. Please shorten your input.',
      );
    }
    // A state change too, before its body is read.
    expect((await user.post(`/api/diary-entries?x=${long}`, { content: 'x' })).status).toBe(414);
    // The longest address the app itself makes stays well below the limit.
    const search = encodeURIComponent('ü'.repeat(100));
    expect((await app.admin.get(`/api/users?search=${search}&page=1&pageSize=50`)).status).toBe(200);
  });

  it('a name longer than a file may be is not found (the app, or 404 under /api/), never 403', async () => {
    const page = await app.client().request('GET', `/${'a'.repeat(300)}`, undefined, {
      accept: 'text/html',
    });
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('<div id="root">');
    const api = await app.client().get(`/api/legal/${'a'.repeat(300)}`);
    expect(api).toMatchObject({ status: 404, body: { message: 'Nicht gefunden' } });
    const asset = await app.client().get(`/assets/${'a'.repeat(300)}.js`);
    expect(asset.status).toBe(404);
  });

  it('answers headers over Node’s limit with 414 for the address, else 431, in the language asked', async () => {
    const long = await rawRequest(app.url, [
      `GET /api/faqs?x=${'a'.repeat(20_000)} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Accept-Language: en',
    ]);
    expect(long.status).toBe(414);
    expect(long.text).toContain('{"message":"The address is too long. Please shorten your input."}');
    expect(long.text.toLowerCase()).toContain('x-content-type-options: nosniff');
    const headers = await rawRequest(app.url, [
      'GET /api/health HTTP/1.1',
      'Host: 127.0.0.1',
      `X-Filler: ${'b'.repeat(20_000)}`,
    ]);
    expect(headers.status).toBe(431);
    expect(headers.text).toContain('{"message":"Die Anfrage ist zu groß"}');
  });
});
