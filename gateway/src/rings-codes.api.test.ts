import type { Page, RingCode } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import { givenRing, givenRingCode, givenRingType } from './testing/rings-given';
import { type StoreKind, storeKinds, useTestApp, withAdminAndFrequency } from './testing/test-app';

describe.each(storeKinds)('ring codes API on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, async (app) => {
    const shared = await withAdminAndFrequency(app);
    return { ...shared, type: (await givenRingType(shared.admin)).code };
  });

  it('generates a code of a type, adds one by hand, refuses duplicates and unknown types', async () => {
    const generated = await app.admin.post<RingCode>('/api/ring-codes', { type: app.type });
    expect(generated.status).toBe(201);
    expect(generated.body).toMatchObject({ type: app.type, isUsed: false, userId: null, username: null });
    expect(generated.body.code).toMatch(/^[A-Z2-9]{6}$/);

    const manual = await app.admin.post<RingCode>('/api/ring-codes/manual', {
      code: 'rg-12 ab',
      type: app.type,
    });
    expect(manual).toMatchObject({ status: 201, body: { code: 'RG12AB', type: app.type, isUsed: false } });
    const duplicate = await app.admin.post('/api/ring-codes/manual', { code: 'RG12AB', type: app.type });
    expect(duplicate).toMatchObject({ status: 409, body: { message: 'Diesen Ring-Code gibt es bereits' } });
    const short = await app.admin
      .copy({ language: 'en' })
      .post('/api/ring-codes/manual', { code: 'AB1', type: app.type });
    expect(short).toMatchObject({
      status: 400,
      body: { message: 'Ring code must be exactly 6 letters or digits' },
    });
    const unknownType = await app.admin.post('/api/ring-codes', { type: 'no-such-type' });
    expect(unknownType).toMatchObject({
      status: 400,
      body: { message: 'Bitte wählen Sie einen vorhandenen Ringtyp', errors: { type: expect.any(String) } },
    });
    expect((await app.admin.post('/api/ring-codes', {})).status).toBe(400);
    expect((await app.admin.post('/api/ring-codes/manual', { code: 'ZZ99ZZ', type: 'nope' })).status).toBe(
      400,
    );
  });

  it('generates a batch of 1 to 500 codes of one type', async () => {
    const batch = await app.admin.post<{ codes: RingCode[] }>('/api/ring-codes/batch', {
      type: app.type,
      count: 5,
    });
    expect(batch.status).toBe(201);
    expect(batch.body.codes).toHaveLength(5);
    expect(new Set(batch.body.codes.map((c) => c.code)).size).toBe(5);
    expect(batch.body.codes.every((c) => c.type === app.type && !c.isUsed)).toBe(true);
    for (const count of [0, 501, 1.5, '5x', true])
      expect(
        (await app.admin.post('/api/ring-codes/batch', { type: app.type, count })).status,
        String(count),
      ).toBe(400);
    expect((await app.admin.post('/api/ring-codes/batch', { type: 'nope', count: 2 })).status).toBe(400);
  });

  it('lists codes newest first, paged, searched and filtered, with type, status and user', async () => {
    const type = (await givenRingType(app.admin)).code;
    const codes = (await app.admin.post<{ codes: RingCode[] }>('/api/ring-codes/batch', { type, count: 7 }))
      .body.codes;
    const owner = await app.given.user();
    const used = codes[2]!.code;
    await givenRing(app.admin, owner, { type, code: used });

    const plain = await app.admin.get<Page<RingCode>>('/api/ring-codes');
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ page: 1, pageSize: 50 });
    expect(plain.body.items[0]!.code).toBe(codes[6]!.code);

    const ofType = (await app.admin.get<Page<RingCode>>(`/api/ring-codes?type=${type}&pageSize=3`)).body;
    expect(ofType.total).toBe(7);
    expect(ofType.items.map((c) => c.code)).toEqual([codes[6]!.code, codes[5]!.code, codes[4]!.code]);
    const next = (
      await app.admin.get<Page<RingCode>>(
        `/api/ring-codes?type=${type}&pageSize=3&cursor=${ofType.nextCursor}`,
      )
    ).body;
    expect(next.page).toBe(2);
    expect(next.items.map((c) => c.code)).toEqual([codes[3]!.code, codes[2]!.code, codes[1]!.code]);
    const page3 = (await app.admin.get<Page<RingCode>>(`/api/ring-codes?type=${type}&pageSize=3&page=3`))
      .body;
    expect(page3.items.map((c) => c.code)).toEqual([codes[0]!.code]);

    const usedOnes = (await app.admin.get<Page<RingCode>>(`/api/ring-codes?type=${type}&status=used`)).body;
    expect(usedOnes.items).toEqual([
      expect.objectContaining({
        code: used,
        isUsed: true,
        userId: owner.user.id,
        username: owner.user.username,
      }),
    ]);
    const available = (await app.admin.get<Page<RingCode>>(`/api/ring-codes?type=${type}&status=available`))
      .body;
    expect(available.total).toBe(6);
    const byName = (await app.admin.get<Page<RingCode>>(`/api/ring-codes?search=${owner.user.username}`))
      .body;
    expect(byName.items.map((c) => c.code)).toEqual([used]);
    const byCode = (await app.admin.get<Page<RingCode>>(`/api/ring-codes?search=${used.toLowerCase()}`)).body;
    expect(byCode.items.map((c) => c.code)).toEqual([used]);
    expect((await app.admin.get('/api/ring-codes?status=lost')).status).toBe(400);
    expect((await app.admin.get('/api/ring-codes?cursor=garbage')).status).toBe(400);
  });

  it('deletes an unused code, never a used one', async () => {
    const code = await givenRingCode(app.admin, app.type);
    expect((await app.admin.delete(`/api/ring-codes/${code}`)).status).toBe(200);
    expect((await app.admin.get(`/api/ring-codes?search=${code}`)).body.total).toBe(0);
    const again = await app.admin.delete(`/api/ring-codes/${code}`);
    expect(again).toMatchObject({ status: 404, body: { message: 'Ring-Code nicht gefunden' } });
    expect((await app.admin.delete('/api/ring-codes/rg12ab')).status).toBe(404);

    const owner = await app.given.user();
    const ring = await givenRing(app.admin, owner, { type: app.type });
    const inUse = await app.admin.delete(`/api/ring-codes/${ring.code}`);
    expect(inUse).toMatchObject({
      status: 409,
      body: { message: 'Dieser Ring-Code gehört zu einem bestehenden Ring und kann nicht gelöscht werden' },
    });
    expect((await owner.get('/api/dimension-rings')).body).toEqual([ring]);
  });

  it('refuses anonymous callers (401) and users (403) on every ring-code call', async () => {
    const user = await app.given.user();
    const code = await givenRingCode(app.admin, app.type);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/ring-codes'],
      ['POST', '/api/ring-codes', { type: app.type }],
      ['POST', '/api/ring-codes/manual', { code: 'QQ77QQ', type: app.type }],
      ['POST', '/api/ring-codes/batch', { type: app.type, count: 2 }],
      ['DELETE', `/api/ring-codes/${code}`],
      ['GET', `/api/audit?ringCode=${code}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await app.client().request(method, url, body)).status, `${method} ${url}`).toBe(401);
      expect((await user.request(method, url, body)).status, `${method} ${url}`).toBe(403);
    }
    expect((await app.admin.get(`/api/ring-codes?search=${code}`)).body.items[0].isUsed).toBe(false);
    expect((await app.admin.get('/api/ring-codes?search=QQ77QQ')).body.total).toBe(0);
  });
});
