import { erasureResumption } from '@et/command-service';
import { claimHolder, deleteClaim } from '@et/command-service/testing';
import { type AccessCode, personalReadModels, personalStreams, streams } from '@et/contracts';
import type { EventStore } from '@et/platform';
import { describe, expect, it } from 'vitest';
import { defaultPassword, type StoreKind, storeKinds, type TestApp, useTestApp } from './testing/test-app';

/** An erasure's first steps, written straight to the event store: then the process stopped. */
async function stopErasureHalfWay(app: TestApp, userId: number): Promise<void> {
  const events = app.running.stores.events;
  const account = await events.readStream(streams.user(userId));
  await events.append(streams.user(userId), [{ type: 'UserDeleted', data: { userId } }], account.length);
  await events.append(streams.userErasures, [{ type: 'UserDeleted', data: { userId } }], 'any');
}

async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const accountGone = (events: EventStore, userId: number) => async () =>
  (await events.readStream(streams.user(userId))).length === 0;

describe.each(storeKinds)('an erasure stopped half-way, on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, { persistent: true });

  it('is finished by the next start of the app, without anyone calling anything', async () => {
    const alice = await app.given.user();
    await app.given.token(alice, { name: 'Alices Taler' });
    const userId = alice.user.id;
    await stopErasureHalfWay(app, userId);
    // Nothing finishes it while this process runs: the streams stay.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await app.running.stores.events.readStream(streams.user(userId))).length).toBeGreaterThan(0);

    await app.restart();
    const events = app.running.stores.events;
    await eventually(accountGone(events, userId), 'the account stream deleted');
    for (const stream of personalStreams(userId)) expect(await events.readStream(stream), stream).toEqual([]);
    expect(await claimHolder(events, 'username', alice.user.username)).toBeNull();
    expect(await claimHolder(events, 'email', alice.user.email!)).toBeNull();
    for (const model of personalReadModels) {
      const filter = { [model.field]: model.many ? { $has: userId } : userId };
      const docs: Record<string, unknown>[] = await app.running.readModels
        .collection(model.readModel)
        .find(filter);
      if (model.erased === 'deleted') expect(docs, model.readModel.name).toEqual([]);
      else for (const field of model.erased.cleared) for (const doc of docs) expect(doc[field]).toBeNull();
    }
    const login = await app
      .client()
      .post('/api/login', { username: alice.user.username, password: defaultPassword });
    expect(login.status).toBe(401);
    const again = await app.client().register({ username: alice.user.username, email: alice.user.email! });
    expect(again.id).not.toBe(userId);
  });

  it('leaves a name alone that someone claimed after the stopped erasure had freed it', async () => {
    const dave = await app.given.user();
    await stopErasureHalfWay(app, dave.user.id);
    // It stopped after freeing the names; a newcomer registered one of them meanwhile.
    await deleteClaim(app.running.stores.events, 'username', dave.user.username);
    await deleteClaim(app.running.stores.events, 'email', dave.user.email!);
    const newcomer = await app.client().register({
      username: dave.user.username,
      email: `other-${dave.user.username}@example.com`,
    });
    await app.restart();
    const events = app.running.stores.events;
    await eventually(accountGone(events, dave.user.id), 'the account stream deleted');
    expect(await claimHolder(events, 'username', dave.user.username)).toBe(newcomer.id);
    expect(await claimHolder(events, 'email', dave.user.email!)).toBeNull();
  });

  // `energy_tokens` forgets the tokens on `UserDeleted`: the eraser must find them in `codes`.
  it('ends the erased account’s tokens in the shared code streams too', async () => {
    const carol = await app.given.user();
    const token = await app.given.token(carol, { name: 'Carols Taler' });
    await stopErasureHalfWay(app, carol.user.id);
    await app.restart();
    await eventually(accountGone(app.running.stores.events, carol.user.id), 'the account stream deleted');
    const admin = await app.given.admin();
    const codes = await admin.get<{ items: AccessCode[] }>(`/api/codes?search=${token.code}`);
    expect(codes.body.items).toEqual([
      expect.objectContaining({ code: token.code, isUsed: true, username: null, tokenId: null }),
    ]);
  });

  it('is finished by the leader’s next scan when it stopped while the leader runs, once it is past the grace', async () => {
    const erin = await app.given.user();
    const userId = erin.user.id;
    // The resumption as the leader runs it, scanning often; the app's own scans once a minute.
    const resuming = erasureResumption(app.running.commands, { everyMs: 100, graceMs: 500 });
    await resuming.start();
    try {
      await stopErasureHalfWay(app, userId);
      const stoppedAt = Date.now();
      await eventually(accountGone(app.running.stores.events, userId), 'the account stream deleted');
      // Not before the grace: a fresh announcement may be an erasure a request is running.
      expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(450);
    } finally {
      await resuming.stop();
    }
    expect(await claimHolder(app.running.stores.events, 'username', erin.user.username)).toBeNull();
  });

  it('tries again with back-off while the event store fails, and then finishes', async () => {
    const bob = await app.given.user();
    const userId = bob.user.id;
    await stopErasureHalfWay(app, userId);
    const ctx = app.running.commands;
    const store = ctx.events;
    let failures = 0;
    // The store is away for its first two reads.
    const flaky: EventStore = {
      append: (streamId, appended, expectedVersion) => store.append(streamId, appended, expectedVersion),
      readStream: async (streamId) => {
        if (failures < 2) {
          failures++;
          throw new Error('store unavailable');
        }
        return store.readStream(streamId);
      },
      readAll: (after, limit) => store.readAll(after, limit),
      headPosition: () => store.headPosition(),
      deleteStream: (streamId) => store.deleteStream(streamId),
      onAppended: (listener) => store.onAppended(listener),
      close: () => store.close(),
    };
    const resuming = erasureResumption({ ...ctx, events: flaky });
    await resuming.start();
    try {
      await eventually(accountGone(ctx.events, userId), 'the account stream deleted');
    } finally {
      await resuming.stop();
    }
    expect(failures).toBe(2);
    expect(await claimHolder(ctx.events, 'username', bob.user.username)).toBeNull();
  });
});
