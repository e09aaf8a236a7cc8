import { ensureAdmin } from '@et/command-service';
import { streams, type User } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import { uniqueName } from './testing/given';
import { type StoreKind, startTestApp, storeKinds, testAdmin } from './testing/test-app';

describe.each(storeKinds)('admin bootstrap on %s', (kind: StoreKind) => {
  it('makes no second admin when a later start has no ADMIN_* settings', async () => {
    const env: Record<string, string> = {};
    const app = await startTestApp({ kind, env, persistent: true });
    try {
      const before = (await (await app.given.admin()).get('/api/users')).body.total;
      // Empty values count as unset: the next start has no configured admin.
      env.ADMIN_USERNAME = '';
      env.ADMIN_PASSWORD = '';
      await app.restart();
      const users = (await (await app.given.admin()).get('/api/users')).body;
      expect(users.total).toBe(before);
      expect(users.items.map((u: { username: string }) => u.username)).not.toContain('admin');
    } finally {
      await app.close();
    }
  });

  it('creates the configured admin with ADMIN_PASSWORD once: a password changed since stays, the rights are kept', async () => {
    const app = await startTestApp({ kind, persistent: true });
    try {
      const root = await app.given.admin();
      const rootId = (await root.get<User>('/api/user')).body.id;
      const other = await app.given.user({ isAdmin: true });
      const changed = await root.patch(`/api/users/${rootId}/profile`, {
        email: 'root@example.com',
        password: 'Changed-in-the-UI-42',
      });
      expect(changed.status).toBe(200);
      // Another admin blocks and demotes the configured one.
      expect((await other.patch(`/api/users/${rootId}`, { isAdmin: false })).status).toBe(200);
      expect((await other.patch(`/api/users/${rootId}`, { isBlocked: true })).status).toBe(200);

      // The next start has ADMIN_PASSWORD as before.
      await app.restart();
      const login = (password: string) =>
        app.client().post<User>('/api/login', { username: testAdmin.username, password });
      expect((await login(testAdmin.password)).status).toBe(401);
      const again = await login('Changed-in-the-UI-42');
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ id: rootId, isAdmin: true, isBlocked: false });
      const events = await app.running.stores.events.readStream(streams.user(rootId));
      expect(events.filter((event) => event.type === 'PasswordChanged')).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('makes no admin of an account someone else registered under ADMIN_USERNAME', async () => {
    const env: Record<string, string> = {};
    const app = await startTestApp({ kind, env, persistent: true });
    try {
      const stranger = await app.given.user();
      const operator = await app.given.user({ password: 'operator-password-42' });
      env.ADMIN_USERNAME = stranger.user.username;
      env.ADMIN_PASSWORD = 'operator-password-42';
      await app.restart();
      expect((await stranger.login(stranger.user.username)).isAdmin).toBe(false);
      // The operator's own account, with ADMIN_PASSWORD as its password, is made the admin.
      env.ADMIN_USERNAME = operator.user.username;
      await app.restart();
      expect((await operator.login(operator.user.username, 'operator-password-42')).isAdmin).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('creates the configured admin once when several instances start at the same moment', async () => {
    const app = await startTestApp({ kind });
    try {
      const commands = app.running.commands;
      const admin = { username: uniqueName('boss'), password: 'boss-password-42' };
      const starting = { ...commands, config: { ...commands.config, admin } };
      await Promise.all([ensureAdmin(starting), ensureAdmin(starting), ensureAdmin(starting)]);
      const user = await app.client().login(admin.username, admin.password);
      expect(user.isAdmin).toBe(true);
      const found = await (await app.given.admin()).get(`/api/users?search=${admin.username}`);
      expect(found.body.total).toBe(1);
    } finally {
      await app.close();
    }
  });
});
