import { afterEach, describe, expect, it } from 'vitest';
import { connectLive, type LiveSocket, type ReceivedMessage } from './testing/live-socket';
import { type StoreKind, storeKinds, type TestClient, useTestApp, withAdmin } from './testing/test-app';

const isCode = (m: ReceivedMessage) => m.type.startsWith('CODE_');
const isToken = (m: ReceivedMessage) => m.type.startsWith('TOKEN_');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The spec's admin page polls the codes every 500 ms and the users every 2000 ms. */
const IDLE_MS = 3000;
const specPollingRequests = IDLE_MS / 500 + IDLE_MS / 2000;

describe.each(storeKinds)(
  'codes, tokens and frequencies on the live channel /ws on %s',
  (kind: StoreKind) => {
    const app = useTestApp(kind, {}, withAdmin);
    const sockets: LiveSocket[] = [];

    /** An open socket for the client, closed after the test. */
    const open = async (client?: TestClient): Promise<LiveSocket> => {
      const socket = connectLive(app, client);
      sockets.push(socket);
      await socket.opened;
      return socket;
    };
    /**
     * Waits until the sockets have heard everything caused so far: a new frequency reaches every
     * socket, after the messages of all earlier events (the feed hands them out in order).
     */
    const settle = async (...open: LiveSocket[]): Promise<void> => {
      const marks = open.map((s) => s.messages.length);
      await app.given.frequency();
      await Promise.all(open.map((s, i) => s.next('FREQUENCIES_CHANGED', { since: marks[i]! })));
    };

    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.socket.close();
    });

    it('closes sockets without a session, whatever the query or a forged cookie says, and tells them no code', async () => {
      const adminSocket = await open(app.admin);
      const since = adminSocket.messages.length;
      const bare = connectLive(app);
      const queried = connectLive(app, undefined, app.url, '?userId=1&isAdmin=true');
      const forged = connectLive(app, { cookie: `${app.admin.cookie.split('=')[0]}=forged-session` });
      const code = app.given.code();
      expect(await bare.closed).toBe(4001);
      expect(await queried.closed).toBe(4001);
      expect(await forged.closed).toBe(4001);
      await code;
      // The code was announced, to the admin only.
      await adminSocket.next('CODE_CREATED', { since });
      for (const refused of [bare, queried, forged]) expect(refused.messages.filter(isCode)).toEqual([]);
      expect([...bare.messages, ...queried.messages, ...forged.messages]).toEqual([]);
    });

    it('tells an admin about a new code within a second, its redemption, the token and the deletions', async () => {
      const adminSocket = await open(app.admin);
      let since = adminSocket.messages.length;
      const sent = performance.now();
      const answer = await app.admin.post('/api/codes');
      const answered = performance.now();
      expect(answer.status).toBe(201);
      const created = await adminSocket.next('CODE_CREATED', { since, timeoutMs: 1000 });
      // Negative: it came before the answer (a command answers once the projections passed it).
      const latency = created.at - answered;
      console.log(
        `[${kind}] CODE_CREATED arrived ${latency.toFixed(1)} ms after POST /api/codes answered ` +
          `(${(created.at - sent).toFixed(1)} ms after it was sent)`,
      );
      expect(latency).toBeLessThan(1000);
      expect(created.message).toEqual({ type: 'CODE_CREATED' });

      const user = await app.given.user();
      since = adminSocket.messages.length;
      const token = await app.given.token(user, { code: answer.body.code });
      expect((await adminSocket.next('CODE_REDEEMED', { since })).message).toEqual({ type: 'CODE_REDEEMED' });
      expect((await adminSocket.next('TOKEN_CREATED', { since })).message).toEqual({
        type: 'TOKEN_CREATED',
        tokenId: token.id,
      });

      since = adminSocket.messages.length;
      expect((await app.admin.delete(`/api/energy-tokens/${token.id}`)).status).toBe(200);
      expect((await adminSocket.next('TOKEN_DELETED', { since })).message).toEqual({
        type: 'TOKEN_DELETED',
        tokenId: token.id,
      });
      since = adminSocket.messages.length;
      expect((await app.admin.delete(`/api/codes/${answer.body.code}`)).status).toBe(200);
      expect((await adminSocket.next('CODE_DELETED', { since })).message).toEqual({ type: 'CODE_DELETED' });

      // An unused code, too.
      const unused = await app.given.code();
      since = adminSocket.messages.length;
      expect((await app.admin.delete(`/api/codes/${unused}`)).status).toBe(200);
      await adminSocket.next('CODE_DELETED', { since });
    });

    it('tells a user about their own tokens only, and nothing about codes', async () => {
      const owner = await app.given.user();
      const other = await app.given.user();
      const ownerSocket = await open(owner);
      const otherSocket = await open(other);
      const adminSocket = await open(app.admin);

      const token = await app.given.token(owner);
      const sameToken = (m: ReceivedMessage) => m.tokenId === token.id;
      expect((await ownerSocket.next('TOKEN_CREATED', { since: 0 })).message).toEqual({
        type: 'TOKEN_CREATED',
        tokenId: token.id,
      });
      let since = ownerSocket.messages.length;
      expect((await owner.patch(`/api/energy-tokens/${token.id}`, { isActive: true })).status).toBe(200);
      expect((await ownerSocket.next('TOKEN_CHANGED', { since })).message).toEqual({
        type: 'TOKEN_CHANGED',
        tokenId: token.id,
      });
      since = ownerSocket.messages.length;
      expect((await app.admin.delete(`/api/energy-tokens/${token.id}`)).status).toBe(200);
      expect((await ownerSocket.next('TOKEN_DELETED', { since })).message).toEqual({
        type: 'TOKEN_DELETED',
        tokenId: token.id,
      });

      // The other user's own token: they hear of it, the first user does not.
      const theirs = await app.given.token(other);
      await otherSocket.next((m) => m.type === 'TOKEN_CREATED' && m.tokenId === theirs.id, { since: 0 });

      await settle(ownerSocket, otherSocket, adminSocket);
      expect(ownerSocket.messages.filter(isToken)).toEqual([
        { type: 'TOKEN_CREATED', tokenId: token.id },
        { type: 'TOKEN_CHANGED', tokenId: token.id },
        { type: 'TOKEN_DELETED', tokenId: token.id },
      ]);
      expect(otherSocket.messages.filter(isToken)).toEqual([{ type: 'TOKEN_CREATED', tokenId: theirs.id }]);
      expect(otherSocket.messages.some(sameToken)).toBe(false);
      for (const user of [ownerSocket, otherSocket]) {
        expect(user.messages.filter(isCode)).toEqual([]);
        expect(user.messages.map((m) => m.type)).not.toContain('USERS_CHANGED');
        expect(user.messages.map((m) => m.type)).not.toContain('AUDIT_CHANGED');
      }
      // Admins hear of every token and every redemption.
      expect(adminSocket.messages.filter(isToken)).toEqual([
        { type: 'TOKEN_CREATED', tokenId: token.id },
        { type: 'TOKEN_CHANGED', tokenId: token.id },
        { type: 'TOKEN_DELETED', tokenId: token.id },
        { type: 'TOKEN_CREATED', tokenId: theirs.id },
      ]);
      expect(adminSocket.messages.filter((m) => m.type === 'CODE_REDEEMED')).toHaveLength(2);
    });

    it('tells everyone when an admin creates a frequency', async () => {
      const user = await app.given.user();
      const listeners = [await open(app.admin), await open(user), await open(await app.given.user())];
      const marks = listeners.map((s) => s.messages.length);
      const created = await app.given.frequency({ nameEN: 'Joy', color: 'red' });
      await Promise.all(
        listeners.map(async (socket, i) => {
          const { message } = await socket.next('FREQUENCIES_CHANGED', { since: marks[i]! });
          expect(message).toEqual({ type: 'FREQUENCIES_CHANGED' });
        }),
      );
      // And the list they then fetch holds it.
      const list = (await user.get('/api/frequencies')).body as Array<{ id: number }>;
      expect(list.map((f) => f.id)).toContain(created.id);
    });

    it('closes a user’s socket at logout, and the old cookie opens no new one', async () => {
      const user = await app.given.user();
      const socket = await open(user);
      await app.given.token(user);
      await socket.next('TOKEN_CREATED', { since: 0 });
      const cookie = user.cookie;
      await user.logout();
      expect(await socket.closed).toBe(4001);
      expect(socket.messages.at(-1)).toEqual({ type: 'SESSION_ENDED' });
      const again = connectLive(app, { cookie });
      expect(await again.closed).toBe(4001);
      expect(again.messages).toEqual([]);
    });

    it(
      'costs nothing while idle: an admin socket hears nothing for 3 s and no request is made',
      async () => {
        const adminSocket = await open(app.admin);
        await settle(adminSocket); // everything earlier has been pushed
        let requests = 0;
        const count = () => {
          requests++;
        };
        const server = app.running.app.server;
        server.on('request', count);
        const since = adminSocket.messages.length;
        try {
          await sleep(IDLE_MS);
        } finally {
          server.off('request', count);
        }
        const received = adminSocket.messages.slice(since);
        console.log(
          `[${kind}] idle ${IDLE_MS / 1000} s, admin page: live channel ${requests} requests and ` +
            `${received.length} messages; spec polling (codes every 500 ms, users every 2000 ms) ` +
            `${specPollingRequests} requests`,
        );
        expect(adminSocket.socket.readyState).toBe(adminSocket.socket.OPEN);
        expect(received).toEqual([]);
        expect(requests).toBe(0);
        expect(requests).toBeLessThanOrEqual(0.05 * specPollingRequests);
      },
      IDLE_MS + 10_000,
    );
  },
);
