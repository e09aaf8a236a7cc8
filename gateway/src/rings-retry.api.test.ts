import { type DimensionRing, ringStreams } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import { givenRing, givenRingCode, givenRingType, inactiveRing } from './testing/rings-given';
import { type StoreKind, storeKinds, useTestApp, withAdminAndFrequency } from './testing/test-app';

/** Reading 18: activating one's own ring again answers it (200), changes nothing and costs no attempt. */
describe.each(storeKinds)('ring activation retried by its owner on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, async (app) => {
    const shared = await withAdminAndFrequency(app);
    return { ...shared, type: await givenRingType(shared.admin) };
  });

  it('answers the owner’s retry with their ring as it is now (200), changing nothing', async () => {
    const owner = await app.given.user();
    const ring = await givenRing(app.admin, owner, { type: app.type.code, frequencyId: app.frequencyId });
    const other = await app.given.frequency();
    const changed = await owner.patch<DimensionRing>(`/api/dimension-rings/${ring.id}`, {
      frequencyId: other.id,
    });
    expect(changed.status).toBe(200);
    const stored = await app.running.stores.events.readStream(ringStreams.ringCode(ring.code));
    const ringsBefore = (await app.admin.get('/api/admin/stats')).body.rings;

    const typed = `${ring.code.slice(0, 3).toLowerCase()} ${ring.code.slice(3)}`;
    const retried = await owner.post<DimensionRing>('/api/dimension-rings', {
      code: typed,
      frequencyId: app.frequencyId,
    });
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(changed.body);
    expect(retried.headers.get('x-event-position')).toBeTruthy();
    expect((await owner.get('/api/dimension-rings')).body).toEqual([changed.body]);
    expect((await app.admin.get('/api/admin/stats')).body.rings).toBe(ringsBefore);
    // Nothing was appended: not to the code's stream, not to the owner's failed attempts.
    expect(await app.running.stores.events.readStream(ringStreams.ringCode(ring.code))).toEqual(stored);
    expect(await app.running.stores.events.readStream(ringStreams.activationAttempts(owner.user.id))).toEqual(
      [],
    );

    // Anyone else learns nothing: the answer of an unknown code.
    const stranger = await app.given.user();
    for (const code of [ring.code, 'ZZZZZZ'])
      expect(await stranger.post('/api/dimension-rings', { code }), code).toMatchObject({
        status: 409,
        body: { message: 'Ungültiger oder bereits verwendeter Ring-Code' },
      });
    expect((await stranger.get('/api/dimension-rings')).body).toEqual([]);
  });

  it('answers the owner’s retry for a ring inactive now with it as it is', async () => {
    const owner = await app.given.user();
    const ringId = 910_000 + owner.user.id;
    const code = await inactiveRing(app, owner.user.id, app.type.code, ringId);
    const retried = await owner.post<DimensionRing>('/api/dimension-rings', { code });
    expect(retried).toMatchObject({ status: 200, body: { id: ringId, isActive: false, frequencyId: null } });
  });

  it('does not count the owner’s retries as failed attempts', async () => {
    const owner = await app.given.user();
    const ring = await givenRing(app.admin, owner, { type: app.type.code });
    // More retries than the user's failed attempts allowed (REDEEM_FAILURES_PER_USER, 10).
    for (let i = 0; i < 12; i++)
      expect((await owner.post('/api/dimension-rings', { code: ring.code })).status, `retry ${i}`).toBe(200);
    // A guess still gets its answer, not 429, and a fresh code its ring.
    expect((await owner.post('/api/dimension-rings', { code: 'ZZZZZZ' })).status).toBe(409);
    const code = await givenRingCode(app.admin, app.type.code);
    expect((await owner.post('/api/dimension-rings', { code })).status).toBe(201);
  });
});
