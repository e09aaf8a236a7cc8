import type { AuditEntry, HandoverOffer, Page, UserExport } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import { givenRing, givenRingType } from './testing/rings-given';
import {
  allEvents,
  defaultPassword,
  type StoreKind,
  storeKinds,
  useTestApp,
  withAdminAndFrequency,
} from './testing/test-app';

const plain = (code: string) => code.replace('-', '');

describe.each(storeKinds)('handovers: guessing, erasure, export and audit on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, withAdminAndFrequency);

  it('throttles guessing like redemptions: 429 “in N Minuten” after repeated wrong codes', async () => {
    const guesser = await app.given.user();
    for (let guess = 0; guess < 10; guess++)
      expect((await guesser.post(`/api/handovers/ACDEFGH${'ACDEFGHJKM'[guess]}/accept`)).status).toBe(409);
    const throttled = await guesser.post('/api/handovers/ACDEFGHJ/accept');
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toMatch(
      /^Zu viele Versuche\. Bitte versuchen Sie es in \d+ Minuten erneut\.$/,
    );
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('lists the handovers a person gave and received in their export', async () => {
    const giver = await app.given.user();
    const taker = await app.given.user();
    const token = await app.given.token(giver);
    const { code } = (await giver.post<HandoverOffer>(`/api/energy-tokens/${token.id}/handover`)).body;
    await taker.post(`/api/handovers/${code}/accept`);
    const back = (await taker.post<HandoverOffer>(`/api/energy-tokens/${token.id}/handover`)).body.code;
    const expected = [
      expect.objectContaining({
        code: plain(code),
        fromUserId: giver.user.id,
        toUserId: taker.user.id,
        status: 'taken',
      }),
      expect.objectContaining({
        code: plain(back),
        fromUserId: taker.user.id,
        toUserId: null,
        status: 'open',
      }),
    ];
    const exported = (await taker.get<UserExport>('/api/user/export')).body.data;
    expect(exported.handovers!.handovers).toEqual(expect.arrayContaining(expected));
    expect(exported.handovers!.handovers).toHaveLength(2);
    const giverExport = (await giver.get<UserExport>('/api/user/export')).body.data;
    expect(giverExport.handovers!.handovers).toEqual([expected[0]]);
  });

  it('ends the open handovers of an erased account; the taker keeps what they took', async () => {
    const type = (await givenRingType(app.admin)).code;
    const giver = await app.given.user();
    const taker = await app.given.user();
    const kept = await app.given.token(giver);
    const token = await app.given.token(giver);
    const ring = await givenRing(app.admin, giver, { type });
    const taken = (await giver.post<HandoverOffer>(`/api/energy-tokens/${kept.id}/handover`)).body.code;
    expect((await taker.post(`/api/handovers/${taken}/accept`)).status).toBe(200);
    const tokenCode = (await giver.post<HandoverOffer>(`/api/energy-tokens/${token.id}/handover`)).body.code;
    const ringCode = (await giver.post<HandoverOffer>(`/api/dimension-rings/${ring.id}/handover`)).body.code;
    expect((await giver.request('DELETE', '/api/user', { password: defaultPassword })).status).toBe(200);

    const cancelled = (await allEvents(app))
      .filter((event) => event.type === 'HandoverCancelled')
      .map((event) => event.data as { itemId: number; kind: string; reason: string });
    expect(cancelled).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'token', itemId: token.id, reason: 'accountErased' }),
        expect.objectContaining({ kind: 'ring', itemId: ring.id, reason: 'accountErased' }),
      ]),
    );
    for (const code of [tokenCode, ringCode]) {
      expect((await taker.get(`/api/handovers/${code}`)).status).toBe(409);
      expect((await taker.post(`/api/handovers/${code}/accept`)).status).toBe(409);
    }
    expect((await taker.get('/api/energy-tokens')).body).toEqual([expect.objectContaining({ id: kept.id })]);
    const history = await app.admin.get(`/api/admin/handovers?kind=token&itemId=${token.id}`);
    expect(history.body).toEqual([
      expect.objectContaining({ status: 'cancelled', fromUserId: null, fromUsername: null }),
    ]);
    const keptHistory = await app.admin.get(`/api/admin/handovers?kind=token&itemId=${kept.id}`);
    expect(keptHistory.body).toEqual([
      expect.objectContaining({ status: 'taken', fromUserId: null, toUserId: taker.user.id }),
    ]);
  });

  it('keeps the handover in the audit trail by ids, names giver and taker when read, never shows its code', async () => {
    const giver = await app.given.user();
    const taker = await app.given.user();
    const token = await app.given.token(giver);
    const { code } = (
      await giver.post<HandoverOffer>(`/api/energy-tokens/${token.id}/handover`, { showName: true })
    ).body;
    await taker.post(`/api/handovers/${code}/accept`);
    const trail = await app.admin.get(`/api/audit?tokenId=${token.id}&pageSize=100`);
    const handedOver = trail.body.items.find((entry: { type: string }) => entry.type === 'TokenHandedOver');
    expect(handedOver.details).toEqual({
      handoverId: expect.any(String),
      tokenId: token.id,
      fromUserId: giver.user.id,
      toUserId: taker.user.id,
    });
    // The token's history and its code's history tell the same story: offered, then handed over.
    for (const filter of [`tokenId=${token.id}`, `code=${token.code}`]) {
      const history = await app.admin.get<Page<AuditEntry>>(`/api/audit?${filter}&pageSize=100`);
      expect(history.body.items.map((entry) => entry.type).slice(0, 2)).toEqual([
        'TokenHandedOver',
        'HandoverOffered',
      ]);
    }
    // In the order the feature declares them (the store keeps JSON keys in its own order).
    expect(Object.keys(handedOver.details)).toEqual(['tokenId', 'fromUserId', 'toUserId', 'handoverId']);
    // The trail stores ids; the admin reads the giver's and the taker's names beside them.
    expect(handedOver.people).toEqual({
      [giver.user.id]: giver.user.username,
      [taker.user.id]: taker.user.username,
    });
    const total = (await app.admin.get<{ total: number }>('/api/audit?pageSize=100')).body.total;
    for (let page = 1; page <= Math.ceil(total / 100); page++) {
      const text = JSON.stringify((await app.admin.get(`/api/audit?pageSize=100&page=${page}`)).body);
      expect(text).toContain('HandoverOffered');
      expect(text).not.toContain(plain(code));
    }
  });
});

describe.each(storeKinds)('an expired handover on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, { env: { HANDOVER_VALID_SECONDS: '1' } });

  it('is refused after its time; the owner may then offer the token again', async () => {
    const giver = await app.given.user();
    const taker = await app.given.user();
    const token = await app.given.token(giver);
    const { code } = (await giver.post<HandoverOffer>(`/api/energy-tokens/${token.id}/handover`)).body;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await taker.get(`/api/handovers/${code}`)).status).toBe(409);
    const late = await taker.post(`/api/handovers/${code}/accept`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Dieser Weitergabe-Code ist ungültig, abgelaufen oder schon eingelöst.');
    expect((await giver.get('/api/handovers')).body).toEqual([]);
    expect((await giver.delete(`/api/energy-tokens/${token.id}/handover`)).status).toBe(404);
    const fresh = await giver.post<HandoverOffer>(`/api/energy-tokens/${token.id}/handover`);
    expect(fresh.status).toBe(201);
    expect(fresh.body.code).not.toBe(code);
    expect((await taker.post(`/api/handovers/${fresh.body.code}/accept`)).status).toBe(200);
  });
});
