import {
  accountHandler,
  claimHolder,
  eraseAccount,
  loadAccount,
  resumeErasures,
} from '@et/command-service/testing';
import { personalStreams, streams } from '@et/contracts';
import type { EventStore } from '@et/platform';
import { describe, expect, it } from 'vitest';
import { type StoreKind, storeKinds, useTestApp } from './testing/test-app';

/** The event store, failing to delete one stream: the process dies or the store fails there. */
function failingToDelete(store: EventStore, doomed: string): EventStore {
  return {
    ...store,
    append: (...args) => store.append(...args),
    readStream: (streamId) => store.readStream(streamId),
    deleteStream: async (streamId) => {
      if (streamId === doomed) throw new Error(`store gone while deleting ${streamId}`);
      await store.deleteStream(streamId);
    },
  };
}

describe.each(storeKinds)('an erasure stopped half-way on %s', (kind: StoreKind) => {
  const app = useTestApp(kind);

  it('is finished by resumeErasures: streams gone, names free, and it runs again harmlessly', async () => {
    const ctx = app.running.commands;
    const events = app.running.stores.events;
    const alice = await app.given.user();
    await app.given.token(alice);
    const userId = alice.user.id;
    const state = await loadAccount(ctx, userId);
    // What DELETE /api/user does: record the deletion, then erase; the erasure fails at its last step.
    await accountHandler.handle(ctx.events, userId, { type: 'DeleteOwnAccount' }, {});
    const broken = { ...ctx, events: failingToDelete(events, streams.user(userId)) };
    await expect(eraseAccount(broken, state, {})).rejects.toThrow('store gone');
    expect((await events.readStream(streams.user(userId))).length).toBeGreaterThan(0);

    expect(await resumeErasures(ctx)).toEqual([userId]);
    for (const stream of personalStreams(userId)) expect(await events.readStream(stream)).toEqual([]);
    expect(await claimHolder(events, 'username', alice.user.username)).toBeNull();
    expect(await claimHolder(events, 'email', alice.user.email!)).toBeNull();
    const announcements = await events.readStream(streams.userErasures);
    expect(announcements.filter((e) => (e.data as { userId: number }).userId === userId)).toHaveLength(1);
    // Nothing is left to finish; the names can be registered again.
    expect(await resumeErasures(ctx)).toEqual([]);
    const again = await app.client().register({ username: alice.user.username, email: alice.user.email! });
    expect(again.id).not.toBe(userId);
  });
});
