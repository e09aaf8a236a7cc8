import { describe, expect, it } from 'vitest';
import { frequencyFields } from './testing/given';
import { type StoreKind, storeKinds, useTestApp, withAdminAndFrequency } from './testing/test-app';

describe.each(storeKinds)('codes and frequencies administration API on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, withAdminAndFrequency);

  it('refuses anonymous callers (401) and non-admins on admin calls (403)', async () => {
    const user = await app.given.user();
    const token = await app.given.token(user, { frequencyId: app.frequencyId });
    const code = await app.given.code();
    const userCalls: Array<[string, string, unknown?]> = [
      ['GET', '/api/energy-tokens'],
      ['GET', '/api/frequencies'],
      ['GET', '/api/token-activities'],
      ['PATCH', `/api/energy-tokens/${token.id}`, { isActive: true }],
      ['POST', '/api/token-activities', { tokenId: token.id, action: 'activated' }],
      ['POST', `/api/codes/${code}/redeem`, { frequencyId: app.frequencyId }],
    ];
    const adminCalls: Array<[string, string, unknown?]> = [
      ['GET', '/api/codes'],
      ['POST', '/api/codes'],
      ['POST', '/api/codes/manual', { code: '123456' }],
      ['POST', '/api/codes/batch', { count: 2 }],
      ['DELETE', `/api/codes/${code}`],
      ['DELETE', `/api/energy-tokens/${token.id}`],
      ['POST', '/api/frequencies', frequencyFields],
      ['PATCH', `/api/frequencies/${app.frequencyId}`, frequencyFields],
      ['DELETE', `/api/frequencies/${app.frequencyId}`],
      ['GET', `/api/audit?tokenId=${token.id}`],
    ];
    for (const [method, url, body] of [...userCalls, ...adminCalls])
      expect((await app.client().request(method, url, body)).status, `${method} ${url} anonymous`).toBe(401);
    for (const [method, url, body] of adminCalls)
      expect((await user.request(method, url, body)).status, `${method} ${url} as user`).toBe(403);
    // Nothing changed on the way.
    expect((await app.admin.get(`/api/codes?search=${code}`)).body.items[0].isUsed).toBe(false);
    expect((await user.get('/api/energy-tokens')).body[0]).toMatchObject({ id: token.id, isActive: false });
  });

  it('lets only admins delete tokens, codes and frequencies, and keeps what is in use', async () => {
    const user = await app.given.user();
    const code = await app.given.code();
    const token = await app.given.token(user, { code, frequencyId: app.frequencyId });
    expect((await user.delete(`/api/energy-tokens/${token.id}`)).status).toBe(403);
    expect((await user.delete(`/api/codes/${code}`)).status).toBe(403);
    expect((await user.post('/api/codes')).status).toBe(403);
    expect((await user.post('/api/frequencies', frequencyFields)).status).toBe(403);
    expect((await app.client().get('/api/energy-tokens')).status).toBe(401);

    const inUse = await app.admin.delete(`/api/codes/${code}`);
    expect(inUse.status).toBe(409);
    const frequencyInUse = await app.admin.delete(`/api/frequencies/${app.frequencyId}`);
    expect(frequencyInUse.status).toBe(409);
    expect(frequencyInUse.body.message).toMatch(/wird noch von \d+ Energietalern/);

    expect((await app.admin.delete(`/api/energy-tokens/${token.id}`)).status).toBe(200);
    expect((await user.get('/api/energy-tokens')).body).toEqual([]);
    expect((await app.admin.delete(`/api/codes/${code}`)).status).toBe(200);
    expect((await app.admin.get(`/api/codes?search=${code}`)).body.total).toBe(0);
    expect((await app.admin.delete(`/api/codes/${code}`)).status).toBe(404);

    const unused = await app.given.frequency();
    expect((await app.admin.delete(`/api/frequencies/${unused.id}`)).status).toBe(200);
    expect((await user.get('/api/frequencies')).body.some((f: { id: number }) => f.id === unused.id)).toBe(
      false,
    );
  });

  it('answers unknown ids and path ids that are no numbers with 404, bad query ids with 400, changing nothing', async () => {
    const user = await app.given.user();
    const before = (await app.admin.get('/api/admin/stats')).body;
    expect((await app.admin.delete('/api/energy-tokens/999999')).status).toBe(404);
    expect((await app.admin.delete('/api/frequencies/999999')).status).toBe(404);
    expect((await user.patch('/api/energy-tokens/999999', { isActive: true })).status).toBe(404);
    expect((await user.patch('/api/energy-tokens/abc', { isActive: true })).status).toBe(404);
    expect((await app.admin.patch('/api/frequencies/abc', frequencyFields)).status).toBe(404);
    expect((await app.admin.get('/api/codes?pageSize=1000')).status).toBe(400);
    expect((await app.admin.get('/api/token-activities?tokenId=abc')).status).toBe(400);
    expect((await app.admin.get('/api/admin/stats')).body).toEqual(before);
  });

  it('adds codes by hand with the spec messages, and refuses duplicates', async () => {
    const code = String(100000 + Math.floor(Math.random() * 899999));
    const added = await app.admin.post('/api/codes/manual', { code });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ code, isUsed: false });
    expect((await app.admin.post('/api/codes/manual', { code })).status).toBe(409);
    for (const bad of ['12345', '1234567', 'abcdef', '', 123456]) {
      const answer = await app.admin.post('/api/codes/manual', { code: bad });
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.body.message).toBe('Code muss genau 6 Ziffern haben');
    }
  });

  it('generates a batch of unique codes', async () => {
    const batch = await app.admin.post('/api/codes/batch', { count: 25 });
    expect(batch.status).toBe(201);
    const codes = batch.body.codes.map((c: { code: string }) => c.code);
    expect(new Set(codes).size).toBe(25);
    expect((await app.admin.post('/api/codes/batch', { count: 0 })).status).toBe(400);
    expect((await app.admin.post('/api/codes/batch', { count: 501 })).status).toBe(400);
  });

  it('validates frequencies with the four spec messages and a colour', async () => {
    const empty = await app.admin.post('/api/frequencies', {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      nameDE: 'Deutscher Name ist erforderlich',
      descriptionDE: 'Deutsche Beschreibung ist erforderlich',
      nameEN: 'Englischer Name ist erforderlich',
      descriptionEN: 'Englische Beschreibung ist erforderlich',
    });
    const english = app.admin.copy({ language: 'en' });
    expect((await english.post('/api/frequencies', { ...frequencyFields, nameEN: ' ' })).body.message).toBe(
      'English name is required',
    );
    expect((await app.admin.post('/api/frequencies', { ...frequencyFields, color: 'green' })).status).toBe(
      400,
    );
    const { color: _c, ...noColor } = frequencyFields;
    expect((await app.admin.post('/api/frequencies', noColor)).body.color).toBe('blue');
    const updated = await app.admin.patch(`/api/frequencies/${app.frequencyId}`, {
      ...frequencyFields,
      nameEN: 'Love!',
    });
    expect(updated.body.nameEN).toBe('Love!');
    expect((await app.admin.patch('/api/frequencies/99999', frequencyFields)).status).toBe(404);
  });

  it('pages, searches and filters the code list, the last page as the first', async () => {
    const batch = (await app.admin.post('/api/codes/batch', { count: 30 })).body.codes;
    const all = await app.admin.get('/api/codes?pageSize=7');
    const total = all.body.total;
    const pages = Math.ceil(total / 7);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page++)
      seen.push(
        ...(await app.admin.get(`/api/codes?pageSize=7&page=${page}`)).body.items.map((c: any) => c.code),
      );
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen.indexOf(batch[29].code)).toBeLessThan(seen.indexOf(batch[0].code));
    const available = await app.admin.get('/api/codes?status=available&pageSize=200');
    expect(available.body.items.every((c: any) => !c.isUsed)).toBe(true);
    const used = await app.admin.get('/api/codes?status=used&pageSize=200');
    expect(used.body.items.every((c: any) => c.isUsed)).toBe(true);
    expect(available.body.total + used.body.total).toBe(total);
    expect((await app.admin.get('/api/codes?status=maybe')).status).toBe(400);
  });

  it('counts the admin stat cards from the read models', async () => {
    const before = (await app.admin.get('/api/admin/stats')).body;
    const user = await app.given.user();
    const token = await app.given.token(user, { frequencyId: app.frequencyId });
    await user.patch(`/api/energy-tokens/${token.id}`, { isActive: true });
    await app.given.code();
    const after = (await app.admin.get('/api/admin/stats')).body;
    expect(after.users).toBe(before.users + 1);
    expect(after.codes.total).toBe(before.codes.total + 2);
    expect(after.codes.used).toBe(before.codes.used + 1);
    expect(after.codes.available).toBe(before.codes.available + 1);
    expect(after.tokens).toBe(before.tokens + 1);
    expect(after.activeTokens).toBe(before.activeTokens + 1);
  });

  it('keeps each token’s history in the audit trail, by token and by code', async () => {
    const user = await app.given.user();
    const code = await app.given.code();
    const token = await app.given.token(user, { code, frequencyId: app.frequencyId });
    await user.patch(`/api/energy-tokens/${token.id}`, { isActive: true });
    await user.patch(`/api/energy-tokens/${token.id}`, { isActive: false });
    const byToken = await app.admin.get(`/api/audit?tokenId=${token.id}`);
    expect(byToken.body.items.map((e: any) => e.type)).toEqual([
      'TokenDeactivated',
      'TokenActivated',
      'CodeRedeemed',
    ]);
    expect(byToken.body.items[0]).toMatchObject({ actorId: user.user.id, subjectUserId: user.user.id });
    const byCode = await app.admin.get(`/api/audit?code=${code}`);
    expect(byCode.body.items.map((e: any) => e.type).at(-1)).toBe('CodeCreated');
  });

  it('ends the tokens of an erased account, so their codes can go', async () => {
    const user = await app.given.user();
    const code = await app.given.code();
    await app.given.token(user, { code, frequencyId: app.frequencyId });
    expect((await app.admin.delete(`/api/users/${user.user.id}`)).status).toBe(200);
    const row = (await app.admin.get(`/api/codes?search=${code}`)).body.items[0];
    expect(row).toMatchObject({ isUsed: true, userId: user.user.id, username: null, tokenId: null });
    expect((await app.admin.delete(`/api/codes/${code}`)).status).toBe(200);
  });
});
