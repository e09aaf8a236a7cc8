import { beforeAll, describe, expect, it } from 'vitest';
import { type StoreKind, storeKinds, testAdmin, testSecret, useTestApp } from './testing/test-app';

type Operation = { 'x-access'?: string; [key: string]: unknown };
type ApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every documented operation with an example URL (path parameters filled with `1`). */
function operationsOf(doc: ApiDocument) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        url: path.replace(/\{[^}]+\}/g, '1'),
        access: operation['x-access'],
      })),
  );
}

describe.each(storeKinds)('the API document on %s', (kind: StoreKind) => {
  const app = useTestApp(kind);
  let doc: ApiDocument;
  let docText: string;
  const smtpPass = 'smtp-secret-never-documented';

  beforeAll(async () => {
    const admin = await app.given.admin();
    const smtp = {
      smtpHost: 'smtp.example.com',
      smtpPort: '587',
      smtpUser: 'mailer',
      smtpPass,
      smtpFrom: 'mailer@example.com',
    };
    expect((await admin.patch('/api/website-settings', smtp)).status).toBe(200);
    const answer = await admin.get<ApiDocument>('/api/docs/json');
    expect(answer.status).toBe(200);
    doc = answer.body;
    docText = JSON.stringify(doc);
  });

  it('documents each route with its access and the schemas of its contract', () => {
    expect(doc.openapi).toBe('3.1.0');
    const redeem = doc.paths['/api/codes/{code}/redeem']?.post;
    expect(redeem).toMatchObject({
      'x-access': 'user',
      parameters: [{ in: 'path', name: 'code', required: true }],
      requestBody: {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { name: { type: 'string' }, frequencyId: { type: 'integer' } },
              required: ['frequencyId'],
              additionalProperties: false,
            },
          },
        },
      },
    });
    expect(doc.paths['/api/codes']?.get).toMatchObject({
      'x-access': 'admin',
      parameters: expect.arrayContaining([expect.objectContaining({ in: 'query', name: 'pageSize' })]),
    });
    expect(doc.paths['/api/login']?.post?.['x-access']).toBe('public');
    // Answers as the server writes them, from the same contracts.
    expect(doc.paths['/api/energy-tokens']?.get).toMatchObject({
      responses: {
        200: {
          content: {
            'application/json': {
              schema: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { id: { type: 'integer' }, isActive: { type: 'boolean' }, frequency: {} },
                },
              },
            },
          },
        },
      },
    });
    expect(doc.paths['/api/codes/{code}/redeem']?.post).toMatchObject({
      responses: { 200: expect.anything(), 201: expect.anything() },
    });
    // Only the API: no pages, no /ws, not the document itself.
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/'))).toBe(true);
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('holds no secret: no key, password, session or stored setting', async () => {
    const admin = await app.given.admin();
    const { cookie } = admin;
    expect(cookie).toMatch(/^et_session=./);
    for (const secret of [testSecret, testAdmin.password, smtpPass, cookie.slice('et_session='.length)])
      expect(docText).not.toContain(secret);
  });

  it('is for admins only, as JSON and as a page within the content security policy', async () => {
    expect((await app.client().get('/api/docs/json')).status).toBe(401);
    const user = await app.given.user();
    expect((await user.get('/api/docs/json')).status).toBe(403);
    expect((await user.get('/api/docs')).status).toBe(403);

    const admin = await app.given.admin();
    const page = await admin.request('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('swagger-ui-bundle.js');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const script = await admin.request('GET', '/api/docs/static/swagger-ui-bundle.js');
    expect(script.status).toBe(200);
    const json = await admin.request('GET', '/api/docs/json');
    expect(json.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('refuses anonymous callers on every route of the user and admin scopes, and users on admin routes', async () => {
    const operations = operationsOf(doc);
    const unscoped = operations.filter((o) => !['public', 'user', 'admin'].includes(o.access ?? ''));
    expect(unscoped).toEqual([]);
    const guarded = operations.filter((o) => o.access !== 'public');
    expect(guarded.length).toBeGreaterThan(30);
    const user = await app.given.user();
    const failures: string[] = [];
    for (const { method, url, access, path } of guarded) {
      const body = method === 'GET' ? undefined : {};
      const anonymous = await app.client().request(method, url, body);
      if (anonymous.status !== 401 || !anonymous.body?.message)
        failures.push(`${method} ${path} anonymous: ${anonymous.status}`);
      if (access !== 'admin') continue;
      const asUser = await user.request(method, url, body);
      if (asUser.status !== 403 || !asUser.body?.message)
        failures.push(`${method} ${path} as user: ${asUser.status}`);
    }
    expect(failures).toEqual([]);
  });
});
