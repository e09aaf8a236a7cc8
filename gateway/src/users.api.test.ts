import { streams, type User } from '@et/contracts';
import { startPosition } from '@et/platform';
import { describe, expect, it } from 'vitest';
import { uniqueName } from './testing/given';
import { defaultPassword, type StoreKind, storeKinds, useTestApp } from './testing/test-app';

describe.each(storeKinds)('user administration API on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, async (app) => {
    const admin = await app.given.admin();
    return { admin, adminId: (await admin.get<User>('/api/user')).body.id };
  });

  it('refuses every admin call to anonymous (401) and to users (403)', async () => {
    const user = await app.given.user();
    const { id } = user.user;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/users'],
      ['GET', '/api/audit'],
      ['GET', '/api/admin/stats'],
      ['GET', '/api/smtp-suggestions?email=a@gmx.de'],
      ['PATCH', `/api/users/${id}`, { isAdmin: true }],
      ['DELETE', `/api/users/${app.adminId}`],
      ['POST', `/api/admin/login-as/${app.adminId}`],
      [
        'PATCH',
        '/api/website-settings',
        { smtpHost: 'h', smtpPort: '587', smtpUser: 'u', smtpPass: 'p', smtpFrom: 'a@b.de' },
      ],
      ['POST', '/api/website-settings/logo', { logoUrl: '' }],
      ['POST', '/api/verify-smtp'],
      ['POST', '/api/test-email', {}],
    ];
    for (const [method, url, body] of calls) {
      expect((await app.client().request(method, url, body)).status, `${method} ${url} anonymous`).toBe(401);
      expect((await user.request(method, url, body)).status, `${method} ${url} as user`).toBe(403);
    }
    expect((await user.get('/api/user')).body.isAdmin).toBe(false);
  });

  it('lists users paged and searchable', async () => {
    const prefix = uniqueName('list');
    for (let i = 0; i < 3; i++) await app.client().register(`${prefix}n${i}`);
    const found = await app.admin.get(`/api/users?search=${prefix}&pageSize=2&page=1`);
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(3);
    expect(found.body.items).toHaveLength(2);
    const second = await app.admin.get(`/api/users?search=${prefix.toUpperCase()}&pageSize=2&page=2`);
    expect(second.body.items).toHaveLength(1);
    expect(JSON.stringify(found.body)).not.toMatch(/hash|password/i);
    expect((await app.admin.get('/api/users?pageSize=1000')).status).toBe(400);
  });

  it('shows a change in the users list as soon as the PATCH answers (read your writes)', async () => {
    const { id, username: name } = (await app.given.user()).user;
    for (let i = 0; i < 20; i++) {
      const patch = i % 2 === 0 ? { isAdmin: i % 4 === 0 } : { isBlocked: i % 4 === 1 };
      const answer = await app.admin.patch(`/api/users/${id}`, patch);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject(patch);
      const list = await app.admin.get(`/api/users?search=${name}`);
      expect(
        list.body.items.find((u: { id: number }) => u.id === id),
        `round ${i}`,
      ).toMatchObject(patch);
    }
  });

  it('refuses payloads that mix or invent fields', async () => {
    const { id } = (await app.given.user()).user;
    expect((await app.admin.patch(`/api/users/${id}`, { isAdmin: true, isBlocked: true })).status).toBe(400);
    expect((await app.admin.patch(`/api/users/${id}`, { username: 'evil' })).status).toBe(400);
    expect((await app.admin.patch(`/api/users/${id}`, { isAdmin: 'yes' })).status).toBe(400);
    expect((await app.admin.patch('/api/users/abc', { isAdmin: true })).status).toBe(404);
    expect((await app.admin.patch('/api/users/999999', { isAdmin: true })).status).toBe(404);
  });

  it('does not let an admin block, demote or delete themself', async () => {
    expect((await app.admin.patch(`/api/users/${app.adminId}`, { isBlocked: true })).status).toBe(403);
    expect((await app.admin.patch(`/api/users/${app.adminId}`, { isAdmin: false })).status).toBe(403);
    expect((await app.admin.delete(`/api/users/${app.adminId}`)).status).toBe(403);
    expect((await app.admin.get('/api/user')).body.isAdmin).toBe(true);
  });

  it('blocks: sessions end at once; login refused only after the right password', async () => {
    const user = await app.given.user();
    const { id, username: name } = user.user;
    // Commands remember sessions too: the block must end the remembered one at once.
    const step = (n: number) => user.post('/api/user/update-onboarding-step', { step: n });
    expect((await step(2)).status).toBe(200);
    expect((await step(3)).status).toBe(200);
    expect((await app.admin.patch(`/api/users/${id}`, { isBlocked: true })).status).toBe(200);
    expect((await user.get('/api/user')).status).toBe(401);
    expect((await step(2)).status).toBe(401);
    const wrong = await app.client().post('/api/login', { username: name, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    const right = await app
      .client({ language: 'en' })
      .post('/api/login', { username: name, password: defaultPassword });
    expect(right.status).toBe(403);
    expect(right.body.message).toBe('Your account is blocked. Please contact support.');
    await app.admin.patch(`/api/users/${id}`, { isBlocked: false });
    await app.client().login(name);
  });

  it('deletes an account everywhere: streams, read models, audit; the name is free again', async () => {
    const user = await app.given.user();
    const { id, username: name } = user.user;
    await user.post('/api/user/update-onboarding-step', { step: 2 });
    expect((await app.admin.get(`/api/audit?userId=${id}`)).body.total).toBeGreaterThan(0);
    expect((await app.admin.delete(`/api/users/${id}`)).status).toBe(200);
    expect((await user.get('/api/user')).status).toBe(401);
    expect(await app.running.stores.events.readStream(streams.user(id))).toEqual([]);
    // The name and address claims are erased too; no event anywhere still carries them.
    const everything = await app.running.stores.events.readAll(startPosition, 1_000_000);
    expect(everything.filter((event) => event.streamId === streams.user(id))).toEqual([]);
    expect(JSON.stringify(everything.map((event) => [event.streamId, event.data]))).not.toContain(
      `${name}@example.com`,
    );
    expect(JSON.stringify(everything.map((event) => [event.streamId, event.data]))).not.toContain(
      `"${name}"`,
    );
    expect((await app.admin.get(`/api/users?search=${name}`)).body.total).toBe(0);
    const trail = (await app.admin.get(`/api/audit?userId=${id}`)).body.items as Array<{ type: string }>;
    expect(trail.map((entry) => entry.type)).toEqual(['UserDeleted']);
    await app.client().register(name);
    expect((await app.admin.delete(`/api/users/${id}`)).status).toBe(404);
  });

  it('logs in as a user and back, recorded in the audit trail', async () => {
    const { id, username: name } = (await app.given.user()).user;
    const session = await app.given.admin();
    const as = await session.post(`/api/admin/login-as/${id}`);
    expect(as.status).toBe(200);
    expect(as.body.username).toBe(name);
    const me = (await session.get('/api/user')).body;
    expect(me.username).toBe(name);
    expect(me.impersonator.id).toBe(app.adminId);
    // While acting as the user, admin calls are refused.
    expect((await session.get('/api/users')).status).toBe(403);
    const back = await session.post('/api/admin/stop-impersonation');
    expect(back.status).toBe(200);
    expect((await session.get('/api/user')).body.id).toBe(app.adminId);
    const trail = (await app.admin.get(`/api/audit?userId=${id}`)).body.items as Array<{
      type: string;
      actorName: string;
    }>;
    expect(trail.map((entry) => entry.type)).toEqual(
      expect.arrayContaining(['ImpersonationStarted', 'ImpersonationEnded']),
    );
    expect(trail.find((entry) => entry.type === 'ImpersonationStarted')?.actorName).toBe(
      (await app.admin.get('/api/user')).body.username,
    );
  });

  it('keeps an impersonation an impersonation when the admin changes the user’s password', async () => {
    const user = await app.given.user();
    const { id, username: name } = user.user;
    const session = await app.given.admin();
    expect((await session.post(`/api/admin/login-as/${id}`)).status).toBe(200);
    const changed = await session.patch(`/api/users/${id}/profile`, {
      email: `${name}@example.com`,
      password: 'set-by-admin-7',
    });
    expect(changed.status).toBe(200);
    // The user's own session ended; the admin still acts as the user, time-limited, with the way back.
    expect((await user.get('/api/user')).status).toBe(401);
    const me = await session.me();
    expect(me?.id).toBe(id);
    expect(me?.impersonator?.id).toBe(app.adminId);
    expect((await session.post('/api/admin/stop-impersonation')).status).toBe(200);
    expect((await session.me())?.id).toBe(app.adminId);
    await app.client().login(name, 'set-by-admin-7');
  });

  it('refuses logging in as a blocked or unknown user, and stopping when not acting as anyone', async () => {
    const { id } = (await app.given.user()).user;
    await app.admin.patch(`/api/users/${id}`, { isBlocked: true });
    const blocked = await app.admin.post(`/api/admin/login-as/${id}`);
    expect(blocked.status).toBe(403);
    expect((await app.admin.post('/api/admin/login-as/999999')).status).toBe(404);
    expect((await app.admin.me())?.id).toBe(app.adminId);
    expect((await app.admin.post('/api/admin/stop-impersonation')).status).toBe(400);
    expect((await app.client().post('/api/admin/stop-impersonation')).status).toBe(401);
  });

  it('ends the impersonation when the admin logs out, and the admin’s own session with it', async () => {
    const { id } = (await app.given.user()).user;
    const session = await app.given.admin();
    const adminCookie = session.copy();
    await session.post(`/api/admin/login-as/${id}`);
    const acting = session.copy();
    await session.logout();
    expect((await acting.get('/api/user')).status).toBe(401);
    expect((await adminCookie.get('/api/user')).status).toBe(401);
  });

  it('refuses logging in as another admin', async () => {
    const { id } = (await app.given.user({ isAdmin: true })).user;
    expect((await app.admin.post(`/api/admin/login-as/${id}`)).status).toBe(403);
  });

  it('shows the audit trail newest first with who did what', async () => {
    const { id, username: name } = (await app.given.user()).user;
    await app.admin.patch(`/api/users/${id}`, { isBlocked: true });
    const trail = await app.admin.get(`/api/audit?userId=${id}&pageSize=10`);
    expect(trail.status).toBe(200);
    const [latest] = trail.body.items;
    expect(latest).toMatchObject({
      type: 'UserBlocked',
      actorId: app.adminId,
      subjectUserId: id,
      subjectName: name,
    });
    expect(JSON.stringify(trail.body)).not.toMatch(/passwordHash|sessionId|tokenHash/);
    for (const entry of trail.body.items as Array<{ actorId: number; subjectUserId: number }>) {
      expect([entry.actorId, entry.subjectUserId]).toContain(id);
    }
    expect(trail.body.items.map((entry: { type: string }) => entry.type)).toEqual(
      expect.arrayContaining(['UserRegistered', 'UserLoggedIn', 'UserBlocked']),
    );
    const everyone = await app.admin.get('/api/audit?pageSize=100');
    expect(everyone.body.total).toBeGreaterThan(trail.body.total);
    expect((await app.admin.get('/api/audit?userId=abc')).status).toBe(400);
  });

  it('counts users for the stat cards', async () => {
    const before = (await app.admin.get('/api/admin/stats')).body.users as number;
    await app.given.user();
    expect((await app.admin.get('/api/admin/stats')).body).toMatchObject({
      users: before + 1,
      codes: { total: 0 },
      activeTokens: 0,
    });
  });
});
