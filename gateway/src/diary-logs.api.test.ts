import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Service, startService, stopService, waitForHttp } from './testing/service-process';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A diary's text is the most private thing here: the app's own log never holds it. */
describe('diary text and the log', () => {
  let app: Service;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    app = startService('diary-logs', 'gateway/src/main.ts', {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory:',
      // The most the log ever says.
      LOG_LEVEL: 'trace',
      PUBLIC_URL: base,
    });
    await waitForHttp(`${base}/api/health`, app);
  }, 120_000);

  afterAll(async () => {
    if (app) await stopService(app);
  }, 30_000);

  it('writes none of it, whether the entry is kept, refused, broken or deleted', async () => {
    const marker = `Geheimnis-${Date.now()}`;
    const send = (method: string, path: string, body?: unknown, cookie = '', raw?: string) =>
      fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie, origin: base },
        body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
    const registered = await send('POST', '/api/register', {
      username: `diarist${Date.now() % 100000}`,
      email: `diarist${Date.now() % 100000}@example.com`,
      password: 'diary-password-1',
    });
    expect(registered.status).toBe(201);
    const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0]!;
    await send('POST', '/api/diary-consent', undefined, cookie);

    const kept = await send(
      'POST',
      '/api/diary-entries',
      { content: marker, isPositive: false, strength: 5 },
      cookie,
    );
    expect(kept.status).toBe(201);
    const refused = await send('POST', '/api/diary-entries', { content: marker, strength: 7 }, cookie);
    expect(refused.status).toBe(400);
    const hostile = await send('POST', '/api/diary-entries', { content: `${marker}\u0000` }, cookie);
    expect(hostile.status).toBe(400);
    const broken = await send('POST', '/api/diary-entries', undefined, cookie, `{"content":"${marker}"`);
    expect(broken.status).toBe(400);
    const anonymous = await send('POST', '/api/diary-entries', { content: marker });
    expect(anonymous.status).toBe(401);
    const exported = await send('GET', '/api/user/export', undefined, cookie);
    expect(await exported.text()).toContain(marker);
    const { id } = (await kept.json()) as { id: number };
    expect((await send('DELETE', `/api/diary-entries/${id}`, undefined, cookie)).status).toBe(200);

    // Whatever was printed meanwhile (requests, answers, errors) holds no trace of the text.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const log = app.output.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain('/api/diary-entries');
    expect(log).not.toContain(marker);
  });
});
