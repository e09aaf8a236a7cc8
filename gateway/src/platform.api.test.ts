import { describe, expect, it } from 'vitest';
import { uniqueName } from './testing/given';
import { type StoreKind, storeKinds, useTestApp } from './testing/test-app';

describe.each(storeKinds)('HTTP platform on %s', (kind: StoreKind) => {
  const app = useTestApp(kind);

  it('sets the security headers on every answer', async () => {
    const answer = await app.client().get('/api/health');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBeTruthy();
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-powered-by')).toBeNull();
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it('reports health with projection progress', async () => {
    let answer = await app.client().get('/api/health');
    // Other transactions on the server can delay visibility for a moment; it must settle.
    for (let i = 0; i < 30 && !answer.body.projections.caughtUp; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await app.client().get('/api/health');
    }
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('ok');
    expect(answer.body.projections.caughtUp).toBe(true);
    expect(answer.body.projections.lagMs).toBeGreaterThanOrEqual(0);
  });

  it('answers bad bodies with 4xx JSON and changes nothing', async () => {
    const client = app.client({ language: 'en' });
    const malformed = await client.request('POST', '/api/register', '{"username": ', {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON');

    const huge = await client.request(
      'POST',
      '/api/register',
      JSON.stringify({ username: 'x'.repeat(1_100_000) }),
      {
        'content-type': 'application/json',
      },
    );
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The request is too large');

    const name = uniqueName('proto');
    const proto = await client.request(
      'POST',
      '/api/register',
      `{"username":"${name}","email":"${name}@example.com","password":"a-good-password-1","__proto__":{"isAdmin":true}}`,
      { 'content-type': 'application/json' },
    );
    expect(proto.status).toBe(400);
    expect((await client.post('/api/login', { username: name, password: 'a-good-password-1' })).status).toBe(
      401,
    );

    const wrongType = await client.request('POST', '/api/login', 'username=a', {
      'content-type': 'text/plain',
    });
    expect(wrongType.status).toBeGreaterThanOrEqual(400);
    expect(wrongType.status).toBeLessThan(500);
    const array = await client.post('/api/login', [1, 2, 3]);
    expect(array.status).toBe(400);

    // No body at all, sent with the JSON type anyway: read as no body, not as broken JSON.
    const user = await app.given.user({ language: 'en' });
    const empty = await user.request('POST', '/api/user/complete-onboarding', '', {
      'content-type': 'application/json',
    });
    expect(empty.status).toBe(200);
    const needsBody = await user.request('POST', '/api/user/update-onboarding-step', '', {
      'content-type': 'application/json',
    });
    expect(needsBody.status).toBe(400);
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const answer = await app.client().get('/api/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Nicht gefunden' });
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    const en = await app.client({ language: 'en' }).post('/api/x', {});
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ message: 'Not found' });
  });

  it('never caches personal answers and says 401 in JSON to the anonymous', async () => {
    const client = await app.given.user();
    const me = await client.get('/api/user');
    expect(me.headers.get('cache-control')).toBe('no-store');
    const anonymous = await app.client().get('/api/user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Bitte melden Sie sich an' });
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses prototype pollution anywhere in a body', async () => {
    const client = await app.given.user();
    const { user } = client;
    for (const raw of [
      `{"email":"${user.email}","__proto__":{"isAdmin":true}}`,
      `{"email":"${user.email}","constructor":{"prototype":{"isAdmin":true}}}`,
    ]) {
      const answer = await client.request('PATCH', `/api/users/${user.id}/profile`, raw, {
        'content-type': 'application/json',
      });
      expect(answer.status).toBe(400);
    }
    expect((await client.me())?.isAdmin).toBe(false);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('refuses state changes from a foreign Origin, allows its own', async () => {
    const name = uniqueName('origin');
    const foreign = await app
      .client({ origin: 'https://evil.example' })
      .post('/api/register', { username: name, email: `${name}@example.com`, password: 'a-good-password-1' });
    expect(foreign.status).toBe(403);
    const own = await app
      .client({ origin: app.url })
      .post('/api/register', { username: name, email: `${name}@example.com`, password: 'a-good-password-1' });
    expect(own.status).toBe(201);
    // Reading is not a state change.
    expect((await app.client({ origin: 'https://evil.example' }).get('/api/health')).status).toBe(200);
    // No Origin (a non-browser client) is fine; a logged-in user's foreign-origin logout is refused.
    const user = await app.given.user();
    const forged = await app
      .client({ origin: 'http://127.0.0.1.evil.example' })
      .request('POST', '/api/logout', undefined, {
        cookie: user.cookie,
      });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe('Anfrage von fremder Herkunft abgelehnt');
    expect((await user.get('/api/user')).status).toBe(200);
    expect(
      (await app.client({ origin: 'null' }).post('/api/login', { username: 'a', password: 'b' })).status,
    ).toBe(403);
  });

  it('refuses a state change a browser marks as cross-site even without an Origin', async () => {
    const user = await app.given.user();
    for (const site of ['cross-site', 'same-site']) {
      const forged = await user.request('POST', '/api/logout', undefined, { 'sec-fetch-site': site });
      expect(forged.status, site).toBe(403);
    }
    expect((await user.get('/api/user')).status).toBe(200);
    const own = await user.request('POST', '/api/user/complete-onboarding', undefined, {
      'sec-fetch-site': 'same-origin',
    });
    expect(own.status).toBe(200);
    // Reading from another site stays possible (links, previews).
    expect(
      (await user.request('GET', '/api/user', undefined, { 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(200);
  });

  it('sets the security headers on refusals that come before any route, too', async () => {
    for (const url of ['/api/users/%FF', `/api/users/${'9'.repeat(200)}`]) {
      const answer = await app.client({ language: 'en' }).get(url);
      expect(answer.status, url).toBeGreaterThanOrEqual(400);
      expect(answer.status, url).toBeLessThan(500);
      expect(answer.body.message, url).toEqual(expect.any(String));
      expect(answer.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(answer.headers.get('cache-control'), url).toBe('no-store');
      expect(answer.headers.get('content-security-policy'), url).toContain("default-src 'none'");
    }
  });

  it('sends no Referer from the reset page, whose address carries the token', async () => {
    const reset = await app.client().get('/reset-password?token=secret-token');
    expect(reset.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await app.client().get('/auth')).headers.get('referrer-policy')).toBe(
      'strict-origin-when-cross-origin',
    );
    expect((await app.client().get('/api/health')).headers.get('referrer-policy')).toBe('no-referrer');
  });
});
