import type { RewardImage, UserExport } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import { type StoreKind, storeKinds, type TestClient, useTestApp, withAdmin } from './testing/test-app';

const image = '/uploads/0123456789abcdef0123456789abcdef.png';

async function addReward(admin: TestClient, fields: Record<string, unknown> = {}): Promise<RewardImage> {
  const answer = await admin.post<RewardImage>('/api/reward-images', {
    title: 'Bild',
    imageUrl: image,
    ...fields,
  });
  if (answer.status !== 201) throw new Error(`reward: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

describe.each(storeKinds)('reward images on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, withAdmin);

  it('lets admins add, change and delete reward images, with the spec defaults', async () => {
    const created = await app.admin.post<RewardImage>('/api/reward-images', {
      title: '  Sonnenaufgang ',
      description: '',
      imageUrl: image,
      category: 'Natur',
      tags: [' morgen ', '', 'licht', 'morgen'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Sonnenaufgang',
      description: null,
      imageUrl: image,
      unlockTimeMinutes: 30,
      category: 'Natur',
      tags: ['morgen', 'licht'],
      active: true,
    });
    const { id } = created.body;
    expect((await app.admin.get<RewardImage[]>('/api/reward-images')).body).toContainEqual(created.body);

    const changed = await app.admin.patch<RewardImage>(`/api/reward-images/${id}`, {
      unlockTimeMinutes: 1,
      active: false,
      tags: [],
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      title: 'Sonnenaufgang',
      unlockTimeMinutes: 1,
      active: false,
      tags: [],
    });
    expect(changed.body.createdAt).toBe(created.body.createdAt);

    expect((await app.admin.delete(`/api/reward-images/${id}`)).status).toBe(200);
    const list = (await app.admin.get<RewardImage[]>('/api/reward-images')).body;
    expect(list.map((reward) => reward.id)).not.toContain(id);
    expect((await app.admin.delete(`/api/reward-images/${id}`)).status).toBe(404);
    const gone = await app.admin.patch(`/api/reward-images/${id}`, { title: 'x' });
    expect(gone).toMatchObject({ status: 404, body: { message: 'Belohnungsbild nicht gefunden' } });
  });

  it('refuses bad fields with the spec messages in the language of the request', async () => {
    const empty = await app.admin.post('/api/reward-images', {
      title: ' ',
      imageUrl: '',
      unlockTimeMinutes: 0,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      title: 'Der Titel ist erforderlich',
      imageUrl: 'Die Bild-URL ist erforderlich',
      unlockTimeMinutes: 'Die Freischaltzeit muss mindestens 1 Minute betragen',
    });
    const english = app.admin.copy({ language: 'en' });
    const zero = await english.post('/api/reward-images', {
      title: 'a',
      imageUrl: image,
      unlockTimeMinutes: 0,
    });
    expect(zero.body.errors.unlockTimeMinutes).toBe('Unlock time must be at least 1 minute');
    for (const imageUrl of ['javascript:alert(1)', '//evil.example/a.png', 'data:image/png;base64,AAAA'])
      expect((await app.admin.post('/api/reward-images', { title: 'a', imageUrl })).status, imageUrl).toBe(
        400,
      );
    const extra = await app.admin.post('/api/reward-images', { title: 'a', imageUrl: image, id: 5 });
    expect(extra.status).toBe(400);
    const nul = await app.admin.patch('/api/reward-images/1', { title: 'a\u0000b' });
    expect(nul).toMatchObject({ status: 400, body: { message: 'Der Text enthält unzulässige Zeichen' } });
  });

  it('is for admins only: users get 403, visitors 401', async () => {
    const reward = await addReward(app.admin);
    const user = await app.given.user();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/reward-images'],
      ['POST', '/api/reward-images', { title: 'mine', imageUrl: image }],
      ['PATCH', `/api/reward-images/${reward.id}`, { active: false }],
      ['DELETE', `/api/reward-images/${reward.id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await user.request(method, url, body)).status, `${method} ${url}`).toBe(403);
      expect((await app.client().request(method, url, body)).status, `${method} ${url}`).toBe(401);
    }
    expect((await app.admin.get<RewardImage[]>('/api/reward-images')).body).toContainEqual(reward);
  });
});

describe.each(storeKinds)('user rewards on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, withAdmin);

  it('lists the active, unseen rewards for n session minutes in unlock order, and marks them seen', async () => {
    const rewards = await app.admin.get<RewardImage[]>('/api/reward-images');
    for (const reward of rewards.body) await app.admin.delete(`/api/reward-images/${reward.id}`);
    const five = await addReward(app.admin, { title: 'Fünf', unlockTimeMinutes: 5 });
    const one = await addReward(app.admin, { title: 'Eins', unlockTimeMinutes: 1 });
    const hidden = await addReward(app.admin, { title: 'Versteckt', unlockTimeMinutes: 1, active: false });
    const user = await app.given.user();
    const titles = async (minutes: string) =>
      (await user.get<RewardImage[]>(`/api/user-rewards?minutes=${minutes}`)).body.map((r) => r.title);

    expect(await titles('0')).toEqual([]);
    expect(await titles('1')).toEqual(['Eins']);
    expect(await titles('10')).toEqual(['Eins', 'Fünf']);
    expect((await user.get('/api/reward-session')).body).toEqual({ minutes: 0, nextUnlockMinutes: 1 });

    expect((await user.post(`/api/user-rewards/${one.id}/viewed`)).status).toBe(200);
    expect((await user.post(`/api/user-rewards/${one.id}/viewed`)).status).toBe(200);
    expect(await titles('10')).toEqual(['Fünf']);
    expect((await user.get('/api/reward-session')).body.nextUnlockMinutes).toBe(5);
    // Someone else's views are their own.
    const other = await app.given.user();
    expect((await other.get<RewardImage[]>('/api/user-rewards?minutes=10')).body.map((r) => r.id)).toEqual([
      one.id,
      five.id,
    ]);

    const unknown = await user.post(`/api/user-rewards/${five.id + 1000}/viewed`);
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Belohnungsbild nicht gefunden' } });
    expect((await user.post(`/api/user-rewards/${hidden.id}/viewed`)).status).toBe(404);
    for (const minutes of ['-1', '1.5', 'abc', '01', ''])
      expect((await user.get(`/api/user-rewards?minutes=${minutes}`)).status, minutes).toBe(400);
    expect((await app.client().get('/api/user-rewards?minutes=1')).status).toBe(401);
    expect((await app.client().post(`/api/user-rewards/${five.id}/viewed`)).status).toBe(401);
  });

  it('forgets views of a deleted reward, and hands the views out in the export', async () => {
    const reward = await addReward(app.admin, { unlockTimeMinutes: 2 });
    const user = await app.given.user();
    await user.post(`/api/user-rewards/${reward.id}/viewed`);
    const exported = (await user.get<UserExport>('/api/user/export')).body;
    expect(exported.data.rewards!.user_reward_views).toEqual([
      expect.objectContaining({ userId: user.user.id, rewardImageId: reward.id }),
    ]);
    expect(exported.data.usage).toEqual({ token_usage: [], reward_sessions: [] });
    await app.admin.delete(`/api/reward-images/${reward.id}`);
    const after = (await user.get<UserExport>('/api/user/export')).body;
    expect(after.data.rewards!.user_reward_views).toEqual([]);
  });
});
