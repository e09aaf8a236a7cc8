import type { DimensionRing, Page, RingCode } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import { givenRingCode, givenRingType } from './testing/rings-given';
import { type StoreKind, storeKinds, useTestApp, withAdminAndFrequency } from './testing/test-app';

describe.each(storeKinds)('activating one ring code at the same moment on %s', (kind: StoreKind) => {
  // Each loser of a race counts as a failed attempt: 19 of them per user here.
  const env = { REDEEM_FAILURES_PER_USER: '1000', REDEEM_FAILURES_PER_IP: '100000' };
  const app = useTestApp(kind, { env }, withAdminAndFrequency);

  it('gives exactly one ring when 50 users activate one ring code at the same moment, 20 times', async () => {
    const type = (await givenRingType(app.admin)).code;
    const users = await Promise.all(Array.from({ length: 50 }, () => app.given.user()));
    for (let round = 0; round < 20; round++) {
      const code = await givenRingCode(app.admin, type);
      const answers = await Promise.all(
        users.map((u) =>
          u.post<DimensionRing>('/api/dimension-rings', { code, frequencyId: app.frequencyId }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.filter((s) => s === 201),
        `round ${round}`,
      ).toHaveLength(1);
      expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
      const winner = answers.find((a) => a.status === 201)!.body;
      const row = (await app.admin.get<Page<RingCode>>(`/api/ring-codes?search=${code}`)).body.items[0];
      expect(row).toMatchObject({ isUsed: true, userId: winner.userId, ringId: winner.id });
      const owner = users.find((u) => u.user.id === winner.userId)!;
      const rings = (await owner.get<DimensionRing[]>('/api/dimension-rings')).body;
      expect(rings.filter((r) => r.code === code)).toEqual([winner]);
    }
    // Every ring is somebody's, once.
    const all = (await Promise.all(users.map((u) => u.get<DimensionRing[]>('/api/dimension-rings')))).flatMap(
      (a) => a.body,
    );
    expect(all).toHaveLength(20);
    expect(new Set(all.map((r) => r.code)).size).toBe(20);
  }, 300_000);
});
