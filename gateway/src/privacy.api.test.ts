import { type AccessCode, personalReadModels, type UserExport } from '@et/contracts';
import { projections } from '@et/projections';
import { describe, expect, it } from 'vitest';
import { uniqueName } from './testing/given';
import { liveDocuments, rebuild } from './testing/read-models';
import {
  allEvents,
  defaultPassword,
  type StoreKind,
  storeKinds,
  testAdmin,
  useTestApp,
} from './testing/test-app';

describe.each(storeKinds)('GDPR self-service on %s', (kind: StoreKind) => {
  const app = useTestApp(kind);

  describe('GET /api/user/export', () => {
    it('answers the own data as a download, nothing of anyone else, no hash or session id', async () => {
      const alice = await app.given.user();
      const bob = await app.given.user();
      const aliceToken = await app.given.token(alice, { name: 'Alices Taler' });
      const switched = await alice.patch(`/api/energy-tokens/${aliceToken.id}`, { isActive: true });
      expect(switched.body.isActive).toBe(true);
      const bobToken = await app.given.token(bob, { name: 'Bobs Taler' });

      const answer = await alice.get<UserExport>('/api/user/export');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w.-]+\.json"$/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const { data } = answer.body;
      expect(answer.body.userId).toBe(alice.user.id);
      expect(data.accounts!.users).toEqual([
        expect.objectContaining({ id: alice.user.id, email: alice.user.email }),
      ]);
      expect(data.accounts!.sessions!.length).toBeGreaterThan(0);
      expect(data.tokens!.energy_tokens).toEqual([
        expect.objectContaining({ id: aliceToken.id, name: 'Alices Taler' }),
      ]);
      expect(data.tokens!.token_activities!.length).toBeGreaterThan(0);
      expect(data.codes!.codes).toEqual([expect.objectContaining({ code: aliceToken.code })]);
      expect(data.audit!.audit!.length).toBeGreaterThan(0);

      const text = JSON.stringify(answer.body);
      for (const foreign of [bob.user.username, bob.user.email, bobToken.code, 'Bobs Taler'])
        expect(text).not.toContain(foreign);
      expect(text).not.toMatch(/hash|argon2|"sessionId"/i);
      for (const session of data.accounts!.sessions!) expect(session).not.toHaveProperty('id');
    });

    it('is for the person only: not anonymous, not an admin acting as them', async () => {
      expect((await app.client().get('/api/user/export')).status).toBe(401);
      const user = await app.given.user();
      const admin = await app.given.admin();
      expect((await admin.post(`/api/admin/login-as/${user.user.id}`)).status).toBe(200);
      const refused = await admin.get('/api/user/export');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Das ist während der Anmeldung als anderer Benutzer nicht möglich');
    });
  });

  describe('DELETE /api/user', () => {
    it('changes nothing with a wrong or missing password', async () => {
      const user = await app.given.user();
      const before = await app.running.stores.events.readStream(`user-${user.user.id}`);
      const wrong = await user.request('DELETE', '/api/user', { password: 'not-my-password' });
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe('Das Passwort ist falsch');
      const missing = await user.request('DELETE', '/api/user', {});
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Passwort ist erforderlich');
      expect(await app.running.stores.events.readStream(`user-${user.user.id}`)).toEqual(before);
      expect((await user.me())?.id).toBe(user.user.id);
    });

    it('erases the account: session gone, login refused, name free, personal read models empty', async () => {
      const user = await app.given.user({ username: uniqueName('gone'), language: 'en' });
      const token = await app.given.token(user, { name: 'Mein Taler' });
      const oldCookie = user.copy();
      const answer = await user.request('DELETE', '/api/user', { password: defaultPassword });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ ok: true });
      expect(user.cookie).toBe('');
      expect(await oldCookie.me()).toBeNull();
      expect(
        (await app.client().post('/api/login', { username: user.user.username, password: defaultPassword }))
          .status,
      ).toBe(401);

      for (const model of personalReadModels) {
        const filter = { [model.field]: model.many ? { $has: user.user.id } : user.user.id };
        const docs: Record<string, unknown>[] = await app.running.readModels
          .collection(model.readModel)
          .find(filter);
        if (model.erased === 'deleted') expect(docs, model.readModel.name).toEqual([]);
        else for (const field of model.erased.cleared) for (const doc of docs) expect(doc[field]).toBeNull();
      }
      const admin = await app.given.admin();
      const codes = await admin.get<{ items: AccessCode[] }>(`/api/codes?search=${token.code}`);
      expect(codes.body.items).toEqual([
        expect.objectContaining({ code: token.code, isUsed: true, username: null, tokenId: null }),
      ]);
      for (const stream of [`user-${user.user.id}`, `redeem-attempts-${user.user.id}`])
        expect(await app.running.stores.events.readStream(stream)).toEqual([]);

      const again = app.client();
      expect((await again.register({ username: user.user.username, email: user.user.email })).username).toBe(
        user.user.username,
      );
    });

    /** A user with two named tokens deletes the account; every event still held, afterwards. */
    async function eraseTokenOwner(marker: string) {
      const user = await app.given.user();
      const tokens = [
        await app.given.token(user, { name: `${marker} eins` }),
        await app.given.token(user, { name: `${marker} zwei` }),
      ];
      expect((await user.request('DELETE', '/api/user', { password: defaultPassword })).status).toBe(200);
      return { tokens, events: await allEvents(app) };
    }

    it('ends every token of the account in its code stream', async () => {
      const { tokens, events } = await eraseTokenOwner(uniqueName('endedtoken'));
      const ended = events.filter((event) => event.type === 'TokenDeleted').map((event) => event.data);
      for (const token of tokens)
        expect(ended).toContainEqual({
          tokenId: token.id,
          code: token.code,
          userId: token.userId,
          reason: 'accountErased',
        });
    });

    // Known gap, for the lead: `CodeRedeemed` and `TokenRenamed` carry the name in the shared
    // stream `code-{CODE}`, which erasure keeps (decision 0004 calls the name the object's label).
    // Flip to `it` once names live in a personal stream or are encrypted with a per-person key.
    it.fails('leaves no event that holds the names of the account’s tokens', async () => {
      const marker = uniqueName('erasedtokenname');
      const { events } = await eraseTokenOwner(marker);
      const holding = events.filter((event) => JSON.stringify([event.data, event.metadata]).includes(marker));
      expect(holding.map((event) => `${event.streamId} ${event.type}`)).toEqual([]);
    });

    it('a replay after erasures builds the same read models', async () => {
      const user = await app.given.user();
      await app.given.token(user);
      expect((await user.request('DELETE', '/api/user', { password: defaultPassword })).status).toBe(200);
      const live = await liveDocuments(app);
      for (const projection of projections) await rebuild(app, projection);
      expect(await liveDocuments(app)).toEqual(live);
    });

    it('keeps the last admin, and refuses while acting as someone else', async () => {
      const admin = await app.given.admin();
      const self = (await admin.me())!;
      const others = await admin.get<{ items: Array<{ id: number; isAdmin: boolean }> }>(
        '/api/users?pageSize=100',
      );
      for (const other of others.body.items.filter((u) => u.isAdmin && u.id !== self.id))
        await admin.patch(`/api/users/${other.id}`, { isAdmin: false });
      const last = await admin.request('DELETE', '/api/user', { password: testAdmin.password });
      expect(last.status).toBe(409);
      expect(last.body.message).toMatch(/letzte Administrator/);

      const second = await app.given.user({ isAdmin: true });
      expect((await second.request('DELETE', '/api/user', { password: defaultPassword })).status).toBe(200);

      const user = await app.given.user();
      expect((await admin.post(`/api/admin/login-as/${user.user.id}`)).status).toBe(200);
      expect((await admin.request('DELETE', '/api/user', { password: defaultPassword })).status).toBe(403);
      expect((await user.me())?.id).toBe(user.user.id);
    });

    it('is throttled like a login', async () => {
      const user = await app.given.user();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++)
        statuses.push((await user.request('DELETE', '/api/user', { password: `guess-${i}` })).status);
      expect(statuses).toContain(429);
      expect((await user.me())?.id).toBe(user.user.id);
    });
  });
});
