import {
  type AnyReadModel,
  type RewardImage,
  type RewardMinuteAnswer,
  rewardModels,
  type UsageMinutes,
  type UserExport,
  usageModels,
} from '@et/contracts';
import { projections } from '@et/projections';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentsOf, liveState, rebuild } from './testing/read-models';
import { type StoreKind, storeKinds, useTestApp, withAdminAndFrequency } from './testing/test-app';

/** The app runs in this process: moving the clock moves the server's clock (the database's stays). */
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe.each(storeKinds)('session and usage minutes on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, withAdminAndFrequency);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts a reported minute at most every 15 s by the server’s clock', async () => {
    const user = await app.given.user();
    const report = async () => (await user.post<RewardMinuteAnswer>('/api/reward-session/minute')).body;
    expect(await report()).toEqual({ counted: true, minutes: 1 });
    expect(await report()).toEqual({ counted: false, minutes: 1 });
    later(10_000);
    expect(await report()).toEqual({ counted: false, minutes: 1 });
    later(5_000);
    expect(await report()).toEqual({ counted: true, minutes: 2 });
    // Many tabs at once: one minute.
    later(15_000);
    const burst = await Promise.all(Array.from({ length: 5 }, report));
    expect(burst.filter((answer) => answer.counted)).toHaveLength(1);
    expect((await user.get('/api/reward-session')).body.minutes).toBe(3);
    expect((await app.client().post('/api/reward-session/minute')).status).toBe(401);
  });

  it('unlocks rewards by the server’s minutes, so they survive a new device', async () => {
    const reward = (
      await app.admin.post<RewardImage>('/api/reward-images', {
        title: 'Nach einer Minute',
        imageUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
        unlockTimeMinutes: 1,
      })
    ).body;
    const user = await app.given.user();
    const available = async (query: string) =>
      (await user.get<RewardImage[]>(`/api/user-rewards${query}`)).body.map((r) => r.id);
    expect(await available('?minutes=0')).not.toContain(reward.id);
    await user.post('/api/reward-session/minute');
    // A new device counts from 0 again; the server remembers.
    expect(await available('?minutes=0')).toContain(reward.id);
    expect(await available('')).toContain(reward.id);
  });

  it('counts a token’s minutes while it is active, per token and in the admin stats', async () => {
    const user = await app.given.user();
    const token = await app.given.token(user, { frequencyId: app.frequencyId });
    const other = await app.given.token(user, { frequencyId: app.frequencyId });
    const usage = async () => (await user.get<UsageMinutes>('/api/usage-minutes')).body;
    expect(await usage()).toEqual({ tokens: [], totalMinutes: 0, sessionMinutes: 0 });
    const statsBefore = (await app.admin.get('/api/admin/stats')).body.usageMinutes as number;

    await user.patch(`/api/energy-tokens/${token.id}`, { isActive: true });
    later(90 * 60_000);
    const active = await usage();
    expect(active.tokens).toEqual([{ tokenId: token.id, minutes: expect.any(Number), isActive: true }]);
    expect(active.tokens[0]!.minutes).toBeGreaterThanOrEqual(90);
    expect(active.totalMinutes).toBe(active.tokens[0]!.minutes);
    expect((await app.admin.get('/api/admin/stats')).body.usageMinutes).toBeGreaterThanOrEqual(
      statsBefore + 90,
    );

    // Deactivated, the interval closes (at the database's time) and stops growing.
    await user.patch(`/api/energy-tokens/${token.id}`, { isActive: false });
    const closed = (await usage()).tokens[0]!.minutes;
    later(200 * 60_000);
    expect(await usage()).toMatchObject({
      tokens: [{ tokenId: token.id, minutes: closed, isActive: false }],
      totalMinutes: closed,
    });
    const stranger = await app.given.user();
    expect((await stranger.get('/api/usage-minutes')).body).toMatchObject({ tokens: [], totalMinutes: 0 });

    await user.patch(`/api/energy-tokens/${other.id}`, { isActive: true });
    await user.post('/api/reward-session/minute');
    const exported = (await user.get<UserExport>('/api/user/export')).body;
    expect(exported.data.usage!.token_usage!.map((u) => (u as { tokenId: number }).tokenId).sort()).toEqual(
      [token.id, other.id].sort(),
    );
    expect(exported.data.usage!.reward_sessions).toEqual([expect.objectContaining({ minutes: 1 })]);

    // An erased account leaves nothing behind in these read models.
    expect((await app.admin.delete(`/api/users/${user.user.id}`)).status).toBe(200);
    const personal: AnyReadModel[] = [
      usageModels.tokenUsage,
      usageModels.rewardSessions,
      rewardModels.userRewardViews,
    ];
    for (const model of personal) {
      const left = await app.running.readModels.collection(model).find({ userId: user.user.id });
      expect(left, model.name).toEqual([]);
    }
  });

  it('rebuilds the rewards and usage read models identical to the live ones', async () => {
    for (const name of ['rewards', 'usage-minutes']) {
      const projection = projections.find((p) => p.name === name)!;
      const before = await liveState(app, name);
      const live = await Promise.all(
        projection.collections.map((c) => documentsOf(app, c, before.generation)),
      );
      expect(live.flat().length, `${name} has documents`).toBeGreaterThan(0);
      expect((await rebuild(app, projection)).done).toBe(true);
      const after = await liveState(app, name);
      expect(after.generation).toBe(before.generation + 1);
      expect(
        await Promise.all(projection.collections.map((c) => documentsOf(app, c, after.generation))),
      ).toEqual(live);
    }
  });
});
