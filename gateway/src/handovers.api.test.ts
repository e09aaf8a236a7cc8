import type { DimensionRing, EnergyToken, HandoverOffer, HandoverPreview, OpenHandover } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import { givenRing, givenRingType } from './testing/rings-given';
import { type StoreKind, storeKinds, useTestApp, withAdminAndFrequency } from './testing/test-app';

/** `ABCD-EFGH` as a person might type it: lower case, spaces instead of the dash. */
const typedLoosely = (code: string) =>
  encodeURIComponent(` ${code.slice(0, 4).toLowerCase()} ${code.slice(5)} `);
const plain = (code: string) => code.replace('-', '');

describe.each(storeKinds)('handing tokens and rings on on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, withAdminAndFrequency);

  it('hands a token on with its history: id, code, name, frequency and usage minutes', async () => {
    const giver = await app.given.user();
    const taker = await app.given.user({ language: 'en' });
    const token = await app.given.token(giver, { name: 'Morgentaler' });
    await giver.patch(`/api/energy-tokens/${token.id}`, { isActive: true });
    await giver.patch(`/api/energy-tokens/${token.id}`, { isActive: false });
    const offered = await giver.post<HandoverOffer>(`/api/energy-tokens/${token.id}/handover`, {
      showName: true,
    });
    expect(offered.status).toBe(201);
    expect(offered.body.code).toMatch(/^[ACDEFGHJKMNPRTUVWXY3479]{4}-[ACDEFGHJKMNPRTUVWXY3479]{4}$/);
    expect(offered.body.url).toMatch(new RegExp(`/handover\\?code=${plain(offered.body.code)}$`));
    const days = (Date.parse(offered.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // Asked again while open: the same code, nothing new.
    const again = await giver.post<HandoverOffer>(`/api/energy-tokens/${token.id}/handover`);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(offered.body);
    expect((await giver.get<OpenHandover[]>('/api/handovers')).body).toEqual([
      { kind: 'token', itemId: token.id, ...offered.body },
    ]);

    const preview = await taker.get<HandoverPreview>(`/api/handovers/${typedLoosely(offered.body.code)}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      kind: 'token',
      code: offered.body.code,
      expiresAt: offered.body.expiresAt,
      giverName: giver.user.username,
      token: { id: token.id, name: 'Morgentaler', frequencyId: token.frequencyId },
    });
    const minutesBefore = (await giver.get('/api/usage-minutes')).body.tokens;
    expect(minutesBefore).toHaveLength(1);

    const accepted = await taker.post<EnergyToken>(
      `/api/handovers/${typedLoosely(offered.body.code)}/accept`,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({
      ...token,
      userId: taker.user.id,
      isActive: false,
      updatedAt: accepted.body.updatedAt,
    });
    expect((await taker.get<EnergyToken[]>('/api/energy-tokens')).body).toEqual([accepted.body]);
    expect((await giver.get<EnergyToken[]>('/api/energy-tokens')).body).toEqual([]);
    expect((await taker.get('/api/usage-minutes')).body.tokens).toEqual(minutesBefore);
    expect((await giver.get('/api/usage-minutes')).body.tokens).toEqual([]);
    expect((await giver.get<OpenHandover[]>('/api/handovers')).body).toEqual([]);
    // The new owner renames it; the giver cannot touch it any more.
    expect((await taker.patch(`/api/energy-tokens/${token.id}`, { name: 'Mein Taler' })).body.name).toBe(
      'Mein Taler',
    );
    expect((await giver.patch(`/api/energy-tokens/${token.id}`, { name: 'Zurück' })).status).toBe(404);
    // The taker asking again gets it again (200), nothing changes.
    const retried = await taker.post(`/api/handovers/${plain(offered.body.code)}/accept`);
    expect(retried.status).toBe(200);
    expect(retried.body.name).toBe('Mein Taler');
    // Both are told, each in their own language, once.
    const giverInbox = (await giver.get('/api/messages')).body;
    const takerInbox = (await taker.get('/api/messages')).body;
    expect(giverInbox).toEqual([
      expect.objectContaining({
        senderName: 'Energietaler-Team',
        sentByUserId: null,
        subject: expect.stringContaining('Morgentaler'),
      }),
    ]);
    expect(takerInbox).toEqual([
      expect.objectContaining({
        senderName: 'Energietaler team',
        subject: 'You took over the energy token "Morgentaler"',
      }),
    ]);
    // The admin sees the token's owners over time.
    const history = await app.admin.get(`/api/admin/handovers?kind=token&itemId=${token.id}`);
    expect(history.body).toEqual([
      expect.objectContaining({
        status: 'taken',
        fromUserId: giver.user.id,
        fromUsername: giver.user.username,
        toUserId: taker.user.id,
        toUsername: taker.user.username,
      }),
    ]);
    expect((await giver.get(`/api/admin/handovers?kind=token&itemId=${token.id}`)).status).toBe(403);
  });

  it('hands a ring on; its frequency and type go with it', async () => {
    const type = (await givenRingType(app.admin)).code;
    const giver = await app.given.user();
    const taker = await app.given.user();
    const ring = await givenRing(app.admin, giver, { type, frequencyId: app.frequencyId });
    const offered = await giver.post<HandoverOffer>(`/api/dimension-rings/${ring.id}/handover`, {});
    expect(offered.status).toBe(201);
    const preview = await taker.get<HandoverPreview>(`/api/handovers/${offered.body.code}`);
    expect(preview.body).toMatchObject({
      kind: 'ring',
      giverName: null,
      ring: { id: ring.id, name: ring.name, ringType: type, frequencyId: app.frequencyId },
    });
    const accepted = await taker.post<DimensionRing>(`/api/handovers/${offered.body.code}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ ...ring, userId: taker.user.id });
    expect((await taker.get<DimensionRing[]>('/api/dimension-rings')).body).toEqual([accepted.body]);
    expect((await giver.get<DimensionRing[]>('/api/dimension-rings')).body).toEqual([]);
    expect(
      (await taker.patch(`/api/dimension-rings/${ring.id}`, { frequencyId: app.frequencyId })).status,
    ).toBe(200);
  });

  it('offers and cancels only the owner’s own token or ring', async () => {
    const owner = await app.given.user();
    const other = await app.given.user();
    const token = await app.given.token(owner);
    expect((await other.post(`/api/energy-tokens/${token.id}/handover`)).status).toBe(404);
    expect((await other.post('/api/energy-tokens/999999/handover')).status).toBe(404);
    const none = await owner.delete(`/api/energy-tokens/${token.id}/handover`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Keine offene Weitergabe.');
    await owner.post(`/api/energy-tokens/${token.id}/handover`);
    expect((await other.delete(`/api/energy-tokens/${token.id}/handover`)).status).toBe(404);
    expect((await owner.delete(`/api/energy-tokens/${token.id}/handover`)).status).toBe(204);
    expect((await owner.get('/api/handovers')).body).toEqual([]);
  });

  it('refuses unknown, cancelled, taken and own codes with one 409 in the user’s language', async () => {
    const giver = await app.given.user();
    const taker = await app.given.user();
    const late = await app.given.user();
    const token = await app.given.token(giver);
    const cancelledCode = (await giver.post<HandoverOffer>(`/api/energy-tokens/${token.id}/handover`)).body
      .code;
    expect((await giver.delete(`/api/energy-tokens/${token.id}/handover`)).status).toBe(204);
    const code = (await giver.post<HandoverOffer>(`/api/energy-tokens/${token.id}/handover`)).body.code;
    expect(code).not.toBe(cancelledCode);
    const own = await giver.post(`/api/handovers/${code}/accept`);
    expect(own.status).toBe(409);
    expect((await giver.get(`/api/handovers/${code}`)).status).toBe(409);
    expect((await taker.post(`/api/handovers/${code}/accept`)).status).toBe(200);
    const refusals = [
      [late, code, 'taken'],
      [taker, cancelledCode, 'cancelled'],
      [taker, 'ACDE-FGHJ', 'unknown'],
      [taker, 'not a code at all', 'malformed'],
      [taker, 'ACDE0FGH', 'outside the alphabet'],
    ] as const;
    for (const [who, typed, what] of refusals) {
      const accept = await who.post(`/api/handovers/${encodeURIComponent(typed)}/accept`);
      expect(accept.status, what).toBe(409);
      expect(accept.body.message, what).toBe(
        'Dieser Weitergabe-Code ist ungültig, abgelaufen oder schon eingelöst.',
      );
      const look = await who.get(`/api/handovers/${encodeURIComponent(typed)}`);
      expect(look.status, what).toBe(409);
    }
    const english = await late.copy({ language: 'en' }).post(`/api/handovers/${code}/accept`);
    expect(english.body.message).toBe('This handover code is invalid, expired or already used.');
    expect((await taker.get<EnergyToken[]>('/api/energy-tokens')).body.map((t) => t.id)).toEqual([token.id]);
    expect((await late.get('/api/energy-tokens')).body).toEqual([]);
  });
});
