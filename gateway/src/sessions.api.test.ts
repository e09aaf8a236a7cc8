import { accountModels } from '@et/contracts';
import { sessionActivities } from '@et/platform';
import { describe, expect, it } from 'vitest';
import {
  type Answer,
  type StoreKind,
  storeKinds,
  type TestClient,
  testAdmin,
  useTestApp,
} from './testing/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function cookieMaxAge(answer: Answer): number | undefined {
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('et_session='));
  const match = cookie?.match(/max-age=(\d+)/i);
  return match ? Number(match[1]) : undefined;
}

describe.each(storeKinds)('session lifetimes (decision 16) on %s', (kind: StoreKind) => {
  // Restarts show what every instance would decide; the sessions must survive them.
  const app = useTestApp(kind, { persistent: true });

  it('gives a login cookie 30 days and an impersonation cookie one hour, and back', async () => {
    const { id } = (await app.given.user()).user;
    const admin = app.client();
    const login = await admin.post('/api/login', testAdmin);
    expect(login.status).toBe(200);
    expect(cookieMaxAge(login)).toBe(30 * 24 * 3600);
    const as = await admin.post(`/api/admin/login-as/${id}`);
    expect(as.status).toBe(200);
    expect(cookieMaxAge(as)).toBe(3600);
    // A new password while acting as the user re-issues the cookie: still one hour.
    const changed = await admin.patch(`/api/users/${id}/profile`, {
      email: `${as.body.username}@example.com`,
      password: 'changed-by-admin-9',
    });
    expect(changed.status).toBe(200);
    expect(cookieMaxAge(changed)).toBe(3600);
    const back = await admin.post('/api/admin/stop-impersonation');
    expect(back.status).toBe(200);
    expect(cookieMaxAge(back)).toBe(30 * 24 * 3600);
  });

  /** Moves the sessions of a client's account into the past, as if that time had gone by unused. */
  async function age(client: TestClient, idleMs: number): Promise<void> {
    const me = await client.me();
    expect(me).not.toBeNull();
    const sessions = app.running.readModels.collection(accountModels.sessions);
    const mine = await sessions.find({ userId: me!.id });
    const past = new Date(Date.now() - idleMs).toISOString();
    const activity = sessionActivities.in(app.running.stores.documents);
    for (const session of mine) {
      await sessions.update(session.id, { createdAt: past });
      await activity.upsert({ id: session.id, seenAt: past });
    }
  }

  it('ends sessions unused for 7 days (admins: 12 hours), through a restart of every instance', async () => {
    const fresh = await app.given.user();
    const stale = await app.given.user();
    const idleAdmin = await app.given.admin();
    // A second admin, so each admin account has one session to age.
    const busyAdmin = await app.given.user({ isAdmin: true });
    await age(fresh, 6 * DAY);
    await age(stale, 7 * DAY + HOUR);
    await age(busyAdmin, 11 * HOUR);
    await age(idleAdmin, 13 * HOUR);
    // Instances remember sessions in memory; a restart shows what every instance would decide.
    await app.restart();
    expect(await fresh.me()).not.toBeNull();
    expect(await stale.me()).toBeNull();
    expect(await busyAdmin.me()).not.toBeNull();
    expect(await idleAdmin.me()).toBeNull();
    // Refused by commands too, not only by queries.
    expect((await stale.post('/api/user/complete-onboarding')).status).toBe(401);
    expect((await idleAdmin.post('/api/codes')).status).toBe(401);
  });

  it('records use, so a session in use does not go idle', async () => {
    const user = await app.given.user();
    await age(user, 6 * DAY);
    await app.restart();
    expect(await user.me()).not.toBeNull();
    const me = (await user.me())!;
    const [session] = await app.running.readModels.collection(accountModels.sessions).find({ userId: me.id });
    const activity = sessionActivities.in(app.running.stores.documents);
    await expect
      .poll(async () => Date.parse((await activity.get(session!.id))?.seenAt ?? '0'), { timeout: 2000 })
      .toBeGreaterThan(Date.now() - 60_000);
  });
});
