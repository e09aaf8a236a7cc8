import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { connectLive as connect } from './testing/live-socket';
import { type StoreKind, storeKinds, useTestApp, withAdmin } from './testing/test-app';

describe.each(storeKinds)('live channel /ws on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, withAdmin);

  it('closes sockets without a session, whatever the query says', async () => {
    const anonymous = connect(app);
    expect(await anonymous.closed).toBe(4001);
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/ws?userId=1&isAdmin=true`, {
      headers: { origin: app.url },
    });
    const [code] = await once(socket, 'close');
    expect(code).toBe(4001);
  });

  it('closes sockets from a foreign origin', async () => {
    const foreign = connect(app, app.admin, 'https://evil.example');
    expect(await foreign.closed).toBe(1008);
  });

  it('tells an admin about a registration within a second, and a user only about themself', async () => {
    const adminSocket = connect(app, app.admin);
    await once(adminSocket.socket, 'open');
    const user = await app.given.user();
    const userSocket = connect(app, user);
    await once(userSocket.socket, 'open');
    const other = await app.given.user();
    expect(await adminSocket.waitFor('USERS_CHANGED', 1000)).toBeLessThan(1000);
    await adminSocket.waitFor('AUDIT_CHANGED', 1000);

    await user.post('/api/user/update-onboarding-step', { step: 2 });
    await userSocket.waitFor('USER_CHANGED', 1000);
    const before = userSocket.messages.length;
    await other.post('/api/user/update-onboarding-step', { step: 3 });
    await adminSocket.waitFor('USERS_CHANGED');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(userSocket.messages.slice(before)).toEqual([]);
    expect(userSocket.messages.some((m) => m.type === 'USERS_CHANGED' || m.type === 'AUDIT_CHANGED')).toBe(
      false,
    );
    adminSocket.socket.close();
    userSocket.socket.close();
  });

  it('ends the socket at logout and when the user is blocked', async () => {
    const user = await app.given.user();
    const first = connect(app, user);
    await once(first.socket, 'open');
    await user.post('/api/logout');
    expect(await first.closed).toBe(4001);
    expect(first.messages.map((m) => m.type).at(-1)).toBe('SESSION_ENDED');

    const blocked = await app.given.user();
    const second = connect(app, blocked);
    await once(second.socket, 'open');
    await app.admin.patch(`/api/users/${blocked.user.id}`, { isBlocked: true });
    expect(await second.closed).toBe(4001);
  });

  it('closes the other devices’ sockets at a password change and all of them at deletion', async () => {
    const here = await app.given.user();
    const { id, username: name } = here.user;
    const there = app.client();
    await there.login(name);
    const thereSocket = connect(app, there);
    await once(thereSocket.socket, 'open');
    await here.patch(`/api/users/${id}/profile`, {
      email: `${name}@example.com`,
      password: 'brand-new-pw-5',
    });
    expect(await thereSocket.closed).toBe(4001);
    // This device got a fresh session; its new socket lives until the account is deleted.
    const hereSocket = connect(app, here);
    await once(hereSocket.socket, 'open');
    expect((await app.admin.delete(`/api/users/${id}`)).status).toBe(200);
    expect(await hereSocket.closed).toBe(4001);
  });

  it('closes the oldest of a session’s sockets when it opens an eleventh; the others keep hearing', async () => {
    const user = await app.given.user();
    // The same account on another device: a session of its own, opened first, never counted with these.
    const elsewhere = app.client();
    await elsewhere.login(user.user.username);
    const otherSession = connect(app, elsewhere);
    await otherSession.opened;
    const oldest = connect(app, user);
    const oldestClosed = once(oldest.socket, 'close') as Promise<[number, Buffer]>;
    await oldest.opened;
    const newer = [];
    for (let i = 0; i < 10; i++) {
      const socket = connect(app, user);
      await socket.opened;
      newer.push(socket);
    }
    const [code, reason] = await Promise.race([
      oldestClosed,
      new Promise<[number, string]>((resolve) => setTimeout(() => resolve([0, 'still open']), 2000)),
    ]);
    expect(code).toBe(4008);
    expect(String(reason)).toBe('too many connections for this session');

    // A change after the eleventh opened reaches the ten newer sockets and the other session's.
    const listening = [...newer, otherSession];
    const seen = listening.map((socket) => socket.messages.length);
    await user.post('/api/user/update-onboarding-step', { step: 2 });
    await Promise.all(
      listening.map((socket, i) => socket.next('USER_CHANGED', { since: seen[i], timeoutMs: 2000 })),
    );
    for (const socket of listening) expect(socket.socket.readyState).toBe(WebSocket.OPEN);
    for (const socket of listening) socket.socket.close();
  });

  it('stops telling a demoted admin about other users', async () => {
    const former = await app.given.user({ isAdmin: true });
    const { id } = former.user;
    const socket = connect(app, former);
    await once(socket.socket, 'open');
    await app.given.user();
    await socket.waitFor('USERS_CHANGED');
    await app.admin.patch(`/api/users/${id}`, { isAdmin: false });
    await socket.waitFor('USER_CHANGED');
    const seen = socket.messages.length;
    await app.given.user();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.messages.slice(seen).map((m) => m.type)).not.toContain('USERS_CHANGED');
    expect(socket.messages.slice(seen).map((m) => m.type)).not.toContain('AUDIT_CHANGED');
    socket.socket.close();
  });
});
