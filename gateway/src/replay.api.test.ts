import { auditModels, streams, type User } from '@et/contracts';
import { physicalName, projectionStates, readModelLocations } from '@et/platform';
import { projections, type RebuildProgress, replay } from '@et/projections';
import { describe, expect, it } from 'vitest';
import { frequencyFields as fields } from './testing/given';
import { documentsOf, liveDocuments, liveState, rebuild } from './testing/read-models';
import { driveRingHistory, givenRingCode, givenRingType } from './testing/rings-given';
import {
  type StoreKind,
  storeKinds,
  type TestApp,
  type TestClient,
  useTestApp,
  waitForEvent,
} from './testing/test-app';

/** A realistic history, through HTTP: registrations, logins, profile changes, block, delete, impersonation. */
async function driveHistory(app: TestApp, admin: TestClient): Promise<void> {
  const ids: number[] = [];
  const clients: TestClient[] = [];
  for (let i = 0; i < 6; i++) {
    const client = await app.given.user();
    const { id, username: name } = client.user;
    ids.push(id);
    clients.push(client);
    await app.client().login(name);
    await client.post('/api/user/update-onboarding-step', { step: 2 });
    if (i % 2 === 0) await client.post('/api/user/complete-onboarding');
    if (i === 1)
      await client.patch(`/api/users/${id}/profile`, {
        email: `changed-${name}@example.com`,
        password: 'another-password-9',
      });
    if (i === 2) await client.post('/api/logout');
    if (i === 5) await client.patch('/api/user/language', { language: 'en' });
  }
  await app.client().post('/api/login', { username: 'nobody-at-all', password: 'wrong-password' });
  await admin.patch(`/api/users/${ids[3]}`, { isBlocked: true });
  await admin.patch(`/api/users/${ids[4]}`, { isAdmin: true });
  await admin.patch(`/api/users/${ids[4]}`, { isAdmin: false });
  await admin.delete(`/api/users/${ids[0]}`);
  await admin.post(`/api/admin/login-as/${ids[5]}`);
  await admin.post('/api/user/update-onboarding-step', { step: 3 });
  await admin.post('/api/admin/stop-impersonation');
  await admin.post('/api/website-settings/logo', { logoUrl: 'https://example.com/logo.png' });
  await driveTokenHistory(app, admin);
  await driveRingHistory(app.given, admin);
  await driveContentHistory(app, admin);
  await driveInboxHistory(app, admin);
  const me = await clients[1]!.me();
  await app.client().post('/api/request-password-reset', { email: me?.email });
  // The request is answered before it is stored: wait until it is, and projected.
  const requested = await waitForEvent(app, streams.user(ids[1]!), 'PasswordResetRequested');
  await app.running.progress.waitFor(requested.position, 5000);
}

/** Frequencies, codes and tokens: created, changed, switched, deleted, and an erased owner. */
async function driveTokenHistory(app: TestApp, admin: TestClient): Promise<void> {
  const users = [await app.given.user(), await app.given.user(), await app.given.user()];
  const calm = (await admin.post('/api/frequencies', fields)).body.id;
  const joy = (await admin.post('/api/frequencies', { ...fields, nameEN: 'Joy', color: 'yellow' })).body.id;
  const gone = (await admin.post('/api/frequencies', { ...fields, nameEN: 'Gone' })).body.id;
  await admin.patch(`/api/frequencies/${calm}`, { ...fields, nameEN: 'Calmness', color: 'gold' });
  await admin.delete(`/api/frequencies/${gone}`);
  const batch = (await admin.post('/api/codes/batch', { count: 6 })).body.codes.map(
    (c: { code: string }) => c.code,
  );
  await admin.post('/api/codes/manual', { code: '424242' });
  await admin.delete(`/api/codes/${batch[5]}`);
  const tokens: { id: number }[] = [];
  for (const [i, user] of users.entries()) {
    const token = (await user.post(`/api/codes/${batch[i]}/redeem`, { frequencyId: i % 2 ? joy : calm }))
      .body;
    tokens.push(token);
    await user.patch(`/api/energy-tokens/${token.id}`, { isActive: true, name: `Taler ${i}` });
    if (i === 0) await user.patch(`/api/energy-tokens/${token.id}`, { isActive: false, frequencyId: joy });
    if (i === 1) await admin.delete(`/api/energy-tokens/${token.id}`);
  }
  await users[0]!.post('/api/codes/999999/redeem', { frequencyId: calm });
  // Handovers: one taken and offered on, one ended by its giver's erasure (issue 28).
  const handover = (token: { id: number }) => `/api/energy-tokens/${token.id}/handover`;
  const offer = (await users[0]!.post(handover(tokens[0]!), { showName: true })).body;
  await users[1]!.post(`/api/handovers/${offer.code}/accept`);
  await users[1]!.post(handover(tokens[0]!));
  await users[2]!.post(handover(tokens[2]!));
  // The last user's account is erased with its token; its code can go then.
  const last = await users[2]!.me();
  await admin.patch(`/api/frequencies/${joy}`, { ...fields, nameEN: 'Joyful', color: 'orange' });
  await admin.delete(`/api/users/${last!.id}`);
  await admin.delete(`/api/codes/${batch[2]}`);
}

/** Diary, FAQ, legal pages and rewards: written, changed, voted, viewed, deleted. */
async function driveContentHistory(app: TestApp, admin: TestClient): Promise<void> {
  const [writer, reader] = [await app.given.user(), await app.given.user()];
  await writer.post('/api/diary-consent');
  const entry = (await writer.post('/api/diary-entries', { content: 'Ruhig', isPositive: true, strength: 4 }))
    .body;
  await writer.post('/api/diary-entries', { content: 'Unruhig', isPositive: false, strength: 2 });
  await writer.delete(`/api/diary-entries/${entry.id}`);
  const faq = { question: 'Wie lade ich?', answer: 'Über Nacht.', category: 'usage' };
  const kept = (await admin.post('/api/faqs', faq)).body;
  const gone = (await admin.post('/api/faqs', { ...faq, question: 'Veraltet?' })).body;
  await admin.patch(`/api/faqs/${kept.id}`, { sortOrder: 2 });
  await reader.post(`/api/faqs/${kept.id}/feedback`, { helpful: false });
  await reader.post(`/api/faqs/${kept.id}/feedback`, { helpful: true });
  await admin.delete(`/api/faqs/${gone.id}`);
  await admin.patch('/api/legal/impressum', { textDE: 'Betreiberin: Beispiel GmbH', textEN: 'Operator' });
  const image = '/uploads/0123456789abcdef0123456789abcdef.png';
  const reward = (
    await admin.post('/api/reward-images', { title: 'Bild', imageUrl: image, unlockTimeMinutes: 1 })
  ).body;
  await admin.patch(`/api/reward-images/${reward.id}`, { title: 'Bild 2' });
  await reader.post('/api/reward-session/minute');
  await reader.post(`/api/user-rewards/${reward.id}/viewed`);
}

/** Ring-code requests (a visitor's and a user's, read, answered with a code, deleted) and messages. */
async function driveInboxHistory(app: TestApp, admin: TestClient): Promise<void> {
  const [user, other] = [await app.given.user(), await app.given.user()];
  await user.post('/api/ring-code-request', { name: 'Ida', email: user.user.email, notes: 'Gold' });
  await app.client().post('/api/ring-code-request', { name: 'Gast', email: 'gast@example.com' });
  await app.client().post('/api/ring-code-request', { name: 'Weg', email: 'weg@example.com' });
  const { items } = (await admin.get('/api/ring-code-requests')).body as {
    items: { id: number; name: string }[];
  };
  const byName = (name: string) => items.find((item) => item.name === name)!.id;
  await admin.patch(`/api/ring-code-requests/${byName('Gast')}`, { isRead: true, status: 'rejected' });
  const code = await givenRingCode(admin, (await givenRingType(admin)).code);
  const answered = await admin.patch(`/api/ring-code-requests/${byName('Ida')}`, {
    assignedCode: code,
    responseMessage: 'Bitte',
  });
  expect(answered.status).toBe(200);
  await admin.delete(`/api/ring-code-requests/${byName('Weg')}`);
  const sent = [];
  for (const subject of ['Hallo', 'Termin', 'Alt'])
    sent.push(
      (await admin.post('/api/messages', { userId: other.user.id, subject, content: subject })).body.id,
    );
  await other.patch(`/api/messages/${sent[0]}/read`);
  await other.patch(`/api/messages/${sent[1]}/read`);
  await other.patch(`/api/messages/${sent[1]}/unread`);
  await other.delete(`/api/messages/${sent[2]}`);
  await other.patch('/api/message-mails', { enabled: false });
}

describe.each(storeKinds)('replay on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, async (app) => {
    const admin = await app.given.admin();
    await driveHistory(app, admin);
    return { admin };
  });

  it('rebuilds every read model identical to the live one, and switches to it', async () => {
    for (const projection of projections) {
      const before = await liveState(app, projection.name);
      const live = await Promise.all(
        projection.collections.map((c) => documentsOf(app, c, before.generation)),
      );
      expect(live.flat().length, `${projection.name} has documents`).toBeGreaterThan(0);
      const result = await rebuild(app, projection);
      expect(result.done).toBe(true);
      const after = await liveState(app, projection.name);
      expect(after.generation).toBe(before.generation + 1);
      expect(after.version).toBe(projection.version);
      const rebuilt = await Promise.all(
        projection.collections.map((c) => documentsOf(app, c, after.generation)),
      );
      expect(rebuilt).toEqual(live);
      // Every process resolves the logical names to the new generation.
      const locations = await readModelLocations
        .in(app.running.stores.documents)
        .find({ projection: projection.name });
      expect(locations.map((l) => l.physical).sort()).toEqual(
        projection.collections.map((c) => physicalName(c.name, after.generation)).sort(),
      );
    }
  });

  it('times each projection of a replay from its own start', async () => {
    const reports: Array<RebuildProgress & { at: number }> = [];
    await replay(app.running.stores, ['accounts', 'audit'], (progress) =>
      reports.push({ ...progress, at: Date.now() }),
    );
    const [accounts, audit] = ['accounts', 'audit'].map((name) =>
      reports.filter((r) => r.projection === name),
    );
    expect(accounts!.at(-1)!.done).toBe(true);
    expect(audit!.at(-1)!.done).toBe(true);
    for (const own of [accounts!, audit!]) expect(new Set(own.map((r) => r.startedAt)).size).toBe(1);
    // The second began when the first was done, so its events per second count from there.
    expect(audit![0]!.startedAt).toBeGreaterThanOrEqual(accounts!.at(-1)!.at);
  });

  it('keeps answering during a rebuild and reads the new generation right after it', async () => {
    const user = await app.given.user();
    const { id, username: name } = user.user;
    const total = (await app.admin.get('/api/users?pageSize=1')).body.total as number;
    const accounts = projections.find((p) => p.name === 'accounts')!;
    let done = false;
    const building = rebuild(app, accounts).finally(() => {
      done = true;
    });
    // While the new generation builds (and at the switch), every query sees complete, fresh data.
    let rounds = 0;
    let step = 1;
    while (!done || rounds < 3) {
      rounds++;
      step = (step % 3) + 1;
      const saved = await user.post('/api/user/update-onboarding-step', { step });
      expect(saved.status).toBe(200);
      const [me, list] = await Promise.all([user.get('/api/user'), app.admin.get('/api/users?pageSize=1')]);
      expect(me.status, `round ${rounds}`).toBe(200);
      expect(me.body.onboardingStep, `round ${rounds}`).toBe(step);
      expect(list.body.total, `round ${rounds}`).toBe(total);
    }
    await building;
    // Right after the switch, without waiting: a change is visible in the users list at once.
    for (const isBlocked of [true, false]) {
      expect((await app.admin.patch(`/api/users/${id}`, { isBlocked })).status).toBe(200);
      const row = (await app.admin.get(`/api/users?search=${name}`)).body.items[0] as User;
      expect(row.isBlocked).toBe(isBlocked);
    }
    await user.login(name);
    expect((await user.me())?.username).toBe(name);
  });

  it('keeps the generation that served last when an earlier rebuild was left unfinished', async () => {
    const audit = projections.find((p) => p.name === 'audit')!;
    const before = await liveState(app, audit.name);
    // A rebuild that crashed half-way left a `building` generation behind.
    await projectionStates.in(app.running.stores.documents).upsert({
      ...before,
      id: `${audit.name}:${before.generation + 1}`,
      generation: before.generation + 1,
      status: 'building',
    });
    const served = await documentsOf(app, auditModels.audit, before.generation);
    await rebuild(app, audit);
    const after = await liveState(app, audit.name);
    expect(after.generation).toBe(before.generation + 2);
    // Processes that have not switched yet still read the retired generation: it must still be there.
    expect(await documentsOf(app, auditModels.audit, before.generation)).toEqual(served);
    const states = await projectionStates.in(app.running.stores.documents).find({ projection: audit.name });
    expect(states.map((s) => `${s.generation}:${s.status}`).sort()).toEqual(
      [`${before.generation}:retired`, `${after.generation}:live`].sort(),
    );
  });

  it('rebuilds to the same documents after a user was deleted while acting', async () => {
    // Erasure racing with the user's own commands must not leave traces that a replay lacks.
    for (let round = 0; round < 3; round++) {
      const client = await app.given.user();
      const { id } = client.user;
      const busy = Array.from({ length: 6 }, (_, i) =>
        client.post('/api/user/update-onboarding-step', { step: (i % 3) + 1 }),
      );
      const deleted = app.admin.delete(`/api/users/${id}`);
      await Promise.all([...busy, deleted]);
      expect((await deleted).status).toBe(200);
      expect(await app.running.stores.events.readStream(streams.user(id))).toEqual([]);
    }
    const head = await app.running.stores.events.headPosition();
    await app.running.progress.waitFor(head!, 5000);
    const live = await liveDocuments(app);
    for (const projection of projections) await rebuild(app, projection);
    expect(await liveDocuments(app)).toEqual(live);
  });
});

describe.each(storeKinds)('projection versions on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, { persistent: true });

  it('rebuilds a read model whose projection changed version when the app starts', async () => {
    const client = await app.given.user();
    const name = client.user.username;
    const states = projectionStates.in(app.running.stores.documents);
    const [before] = await states.find({ projection: 'accounts', status: 'live' });
    // As if the documents had been written by an older version of the projection.
    await states.update(before!.id, { version: before!.version - 1 });
    await app.restart();
    const [after] = await projectionStates
      .in(app.running.stores.documents)
      .find({ projection: 'accounts', status: 'live' });
    expect(after!.generation).toBe(before!.generation + 1);
    expect(after!.version).toBe(projections.find((p) => p.name === 'accounts')!.version);
    // The session survived the restart and the rebuild.
    expect((await client.me())?.username).toBe(name);
  });
});
