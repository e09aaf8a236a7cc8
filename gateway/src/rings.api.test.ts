import { type DimensionRing, type Page, type RingCode, ringStreams, type UserExport } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import { connectLive } from './testing/live-socket';
import { givenRing, givenRingCode, givenRingType, inactiveRing } from './testing/rings-given';
import { type StoreKind, storeKinds, useTestApp, withAdminAndFrequency } from './testing/test-app';

describe.each(storeKinds)('dimension rings API on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, async (app) => {
    const shared = await withAdminAndFrequency(app);
    return { ...shared, type: await givenRingType(shared.admin) };
  });

  it('activates a ring by its code: type from the code, active, named in the caller’s language, code used', async () => {
    const owner = await app.given.user({ language: 'en' });
    const code = await givenRingCode(app.admin, app.type.code);
    const typed = `${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`;
    const answer = await owner.post<DimensionRing>('/api/dimension-rings', {
      code: typed,
      frequencyId: app.frequencyId,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      userId: owner.user.id,
      type: app.type.code,
      name: app.type.nameEN,
      imageUrl: app.type.imageUrl,
      code,
      isActive: true,
      frequencyId: app.frequencyId,
      createdAt: expect.any(String),
    });
    expect((await owner.get('/api/dimension-rings')).body).toEqual([answer.body]);
    const row = (await app.admin.get<Page<RingCode>>(`/api/ring-codes?search=${code}`)).body.items[0];
    expect(row).toMatchObject({
      isUsed: true,
      userId: owner.user.id,
      username: owner.user.username,
      ringId: answer.body.id,
    });

    // Without a frequency, in German.
    const german = await app.given.user();
    const plain = await givenRing(app.admin, german, { type: app.type.code });
    expect(plain).toMatchObject({ name: app.type.nameDE, frequencyId: null, isActive: true });
    // Someone else's rings are not listed.
    expect((await german.get<DimensionRing[]>('/api/dimension-rings')).body.map((r) => r.id)).toEqual([
      plain.id,
    ]);
    const unknownFrequency = await german.post('/api/dimension-rings', {
      code: await givenRingCode(app.admin, app.type.code),
      frequencyId: 999_999,
    });
    expect(unknownFrequency).toMatchObject({ status: 400, body: { message: 'Frequenz nicht gefunden' } });
  });

  it('answers every refused code alike: unknown, used, deleted and malformed', async () => {
    const user = await app.given.user();
    const other = await app.given.user();
    const used = (await givenRing(app.admin, other, { type: app.type.code })).code;
    const deleted = await givenRingCode(app.admin, app.type.code);
    await app.admin.delete(`/api/ring-codes/${deleted}`);
    for (const code of ['ZZZZZZ', used, deleted, 'AB', '!!!!!!', '']) {
      const answer = await user.post('/api/dimension-rings', { code });
      expect(answer, code).toMatchObject({
        status: 409,
        body: { message: 'Ungültiger oder bereits verwendeter Ring-Code' },
      });
    }
    expect((await user.get('/api/dimension-rings')).body).toEqual([]);
    const failures = await app.running.stores.events.readStream(ringStreams.activationAttempts(user.user.id));
    expect(failures.map((e) => (e.data as { reason: string }).reason)).toEqual([
      'unknown',
      'used',
      'used',
      'malformed',
      'malformed',
      'malformed',
    ]);
    // Wrong types are bad input, not a code.
    expect((await user.post('/api/dimension-rings', { code: 123456 })).status).toBe(400);
    expect((await user.post('/api/dimension-rings', { code: 'ZZZZZZ', frequencyId: '1' })).status).toBe(400);
  });

  it('throttles failed attempts with the codes’ limits (429), and a good code still counts', async () => {
    const guesser = await app.given.user();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await guesser.post('/api/dimension-rings', { code: `QQ${1000 + i}` })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(409));
    expect(statuses[10]).toBe(429);
    const code = await givenRingCode(app.admin, app.type.code);
    const refused = await guesser.post('/api/dimension-rings', { code });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await app.admin.get(`/api/ring-codes?search=${code}`)).body.items[0].isUsed).toBe(false);
  });

  it('changes the frequency of one’s own active ring only; someone else’s ring is not found', async () => {
    const owner = await app.given.user();
    const stranger = await app.given.user();
    const ring = await givenRing(app.admin, owner, { type: app.type.code, frequencyId: app.frequencyId });
    const other = await app.given.frequency({ nameEN: 'Other' });
    const changed = await owner.patch<DimensionRing>(`/api/dimension-rings/${ring.id}`, {
      frequencyId: other.id,
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { id: ring.id, frequencyId: other.id, isActive: true },
    });
    expect((await owner.get('/api/dimension-rings')).body[0].frequencyId).toBe(other.id);

    for (const answer of [
      await stranger.patch(`/api/dimension-rings/${ring.id}`, { frequencyId: app.frequencyId }),
      await stranger.patch(`/api/dimension-rings/${ring.id}/activate`),
      await owner.patch('/api/dimension-rings/999999', { frequencyId: app.frequencyId }),
    ])
      expect(answer).toMatchObject({ status: 404, body: { message: 'Dimensionsring nicht gefunden' } });
    expect((await owner.patch(`/api/dimension-rings/${ring.id}`, { frequencyId: 999_999 })).status).toBe(400);
    expect((await owner.patch(`/api/dimension-rings/${ring.id}`, {})).status).toBe(400);
    expect((await owner.patch(`/api/dimension-rings/${ring.id}`, { frequencyId: null })).status).toBe(400);
    expect((await owner.get('/api/dimension-rings')).body[0].frequencyId).toBe(other.id);
    // Activating an active ring changes nothing.
    const again = await owner.patch<DimensionRing>(`/api/dimension-rings/${ring.id}/activate`);
    expect(again).toMatchObject({ status: 200, body: { isActive: true, frequencyId: other.id } });
    // A frequency a ring uses cannot be deleted.
    const inUse = await app.admin.copy({ language: 'en' }).delete(`/api/frequencies/${other.id}`);
    expect(inUse).toMatchObject({
      status: 409,
      body: { message: 'This frequency is still used by 1 energy tokens or rings and cannot be deleted' },
    });
  });

  it('refuses a frequency change while a ring is inactive, and activates it one way', async () => {
    const owner = await app.given.user({ language: 'en' });
    const ringId = 900_000 + owner.user.id;
    await inactiveRing(app, owner.user.id, app.type.code, ringId);
    const refused = await owner.patch(`/api/dimension-rings/${ringId}`, { frequencyId: app.frequencyId });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'The frequency can only be changed while the ring is active' },
    });
    expect((await owner.get('/api/dimension-rings')).body[0]).toMatchObject({
      id: ringId,
      isActive: false,
      frequencyId: null,
    });
    const activated = await owner.patch<DimensionRing>(`/api/dimension-rings/${ringId}/activate`);
    expect(activated).toMatchObject({ status: 200, body: { id: ringId, isActive: true } });
    const changed = await owner.patch(`/api/dimension-rings/${ringId}`, { frequencyId: app.frequencyId });
    expect(changed).toMatchObject({ status: 200, body: { isActive: true, frequencyId: app.frequencyId } });
  });

  it('tells the owner and admins over /ws, counts rings in the stats and keeps a ring code’s history', async () => {
    const owner = await app.given.user();
    const before = (await app.admin.get('/api/admin/stats')).body;
    const ownerLive = connectLive(app, owner);
    const adminLive = connectLive(app, app.admin);
    await Promise.all([ownerLive.opened, adminLive.opened]);
    const code = await givenRingCode(app.admin, app.type.code);
    await adminLive.waitFor('RING_CODE_CHANGED');
    const ring = await givenRing(app.admin, owner, { type: app.type.code, code });
    const heard = await ownerLive.next((m) => m.type === 'RING_CHANGED' && m.ringId === ring.id, {
      since: 0,
    });
    expect(heard.message).toEqual({ type: 'RING_CHANGED', ringId: ring.id });
    await adminLive.next((m) => m.type === 'RING_CHANGED' && m.ringId === ring.id, { since: 0 });
    ownerLive.socket.close();
    adminLive.socket.close();

    const after = (await app.admin.get('/api/admin/stats')).body;
    expect(after.ringCodes.total - before.ringCodes.total).toBe(1);
    expect(after.ringCodes.used - before.ringCodes.used).toBe(1);
    expect(after.rings - before.rings).toBe(1);
    expect(after.activeRings - before.activeRings).toBe(1);
    expect(after.codes).toEqual(before.codes);

    await owner.patch(`/api/dimension-rings/${ring.id}`, { frequencyId: (await app.given.frequency()).id });
    const history = (await app.admin.get(`/api/audit?ringCode=${code.toLowerCase()}`)).body;
    expect(history.items.map((e: { type: string }) => e.type)).toEqual([
      'RingFrequencyChanged',
      'RingCodeRedeemed',
      'RingCodeCreated',
    ]);
    expect(history.items[1]).toMatchObject({
      subjectUserId: owner.user.id,
      details: { ringCode: code, ringType: app.type.code, ringId: ring.id, frequencyId: null },
    });
  });

  it('exports a user’s rings, and erasure ends them while their codes stay used', async () => {
    const owner = await app.given.user();
    const ring = await givenRing(app.admin, owner, { type: app.type.code, frequencyId: app.frequencyId });
    const exported = (await owner.get<UserExport>('/api/user/export')).body;
    expect(exported.data.rings?.dimension_rings).toEqual([ring]);
    expect(exported.data.rings?.ring_codes).toEqual([
      expect.objectContaining({ code: ring.code, userId: owner.user.id }),
    ]);

    expect((await app.admin.delete(`/api/users/${owner.user.id}`)).status).toBe(200);
    const row = (await app.admin.get<Page<RingCode>>(`/api/ring-codes?search=${ring.code}`)).body.items[0];
    expect(row).toMatchObject({ isUsed: true, username: null, ringId: null });
    expect(await app.running.stores.events.readStream(ringStreams.activationAttempts(owner.user.id))).toEqual(
      [],
    );
    // The physical ring was activated once: its code is not free again, but it may go now.
    const newcomer = await app.given.user();
    expect((await newcomer.post('/api/dimension-rings', { code: ring.code })).status).toBe(409);
    expect((await app.admin.delete(`/api/ring-codes/${ring.code}`)).status).toBe(200);
  });

  it('refuses anonymous callers on every ring call (401)', async () => {
    const owner = await app.given.user();
    const ring = await givenRing(app.admin, owner, { type: app.type.code });
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/dimension-rings'],
      ['POST', '/api/dimension-rings', { code: await givenRingCode(app.admin, app.type.code) }],
      ['PATCH', `/api/dimension-rings/${ring.id}`, { frequencyId: app.frequencyId }],
      ['PATCH', `/api/dimension-rings/${ring.id}/activate`],
    ];
    for (const [method, url, body] of calls)
      expect((await app.client().request(method, url, body)).status, `${method} ${url}`).toBe(401);
    expect((await owner.get('/api/dimension-rings')).body).toEqual([ring]);
  });
});
