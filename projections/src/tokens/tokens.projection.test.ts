import { codeModels, tokenModels } from '@et/contracts';
import type { DocumentStore, RecordedEvent } from '@et/platform';
import { openPglite, type SqlClient, SqlDocumentStore } from '@et/platform/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codesProjection } from '../codes/codes.projection';
import type { Projection, ProjectionContext } from '../projection';
import { tokensProjection } from './tokens.projection';

const fields = {
  nameDE: 'Liebe',
  descriptionDE: 'Herz',
  nameEN: 'Love',
  descriptionEN: 'Heart',
  color: 'gold',
};

/** Events as the store records them: one stream per code, positions counting up. */
function history(): RecordedEvent[] {
  let seq = 0;
  const at = (type: string, data: unknown, streamId: string, actorId?: number): RecordedEvent => {
    seq++;
    return {
      streamId,
      streamVersion: 1,
      position: [1n, BigInt(seq)],
      type,
      schemaVersion: 1,
      data,
      metadata: actorId ? { actorId } : {},
      recordedAt: `2026-01-01T00:00:${String(seq).padStart(2, '0')}.000Z`,
    };
  };
  const ref = { tokenId: 1, code: '111111', userId: 7 };
  return [
    at('UserRegistered', { userId: 7, username: 'anna' }, 'user-7'),
    at('FrequencyCreated', { frequencyId: 1, ...fields }, 'frequency-1'),
    at('FrequencyCreated', { frequencyId: 2, ...fields, nameEN: 'Calm', color: 'blue' }, 'frequency-2'),
    at('CodeCreated', { code: '111111', origin: 'generated' }, 'code-111111'),
    at('CodeCreated', { code: '222222', origin: 'manual' }, 'code-222222'),
    at('CodeRedeemed', { ...ref, name: 'Energy Token 1', frequencyId: 1 }, 'code-111111', 7),
    at('TokenActivated', ref, 'code-111111', 7),
    at('FrequencyUpdated', { frequencyId: 1, ...fields, nameEN: 'Love!', color: 'red' }, 'frequency-1'),
    at('TokenDeactivated', ref, 'code-111111', 7),
    at('TokenRenamed', { ...ref, name: 'Morgen' }, 'code-111111', 7),
    at('TokenFrequencyChanged', { ...ref, frequencyId: 2 }, 'code-111111', 7),
  ];
}

/** Events recorded after `events`, in a later transaction `tx`. */
const after =
  (events: RecordedEvent[], tx: bigint) =>
  (type: string, data: unknown, n: bigint): RecordedEvent => ({
    ...events.at(-1)!,
    type,
    data,
    position: [tx, n],
  });

describe('tokens and codes projections', () => {
  let sql: SqlClient;
  let store: DocumentStore;
  /** The read models straight in the store (no generations). */
  const docs: ProjectionContext = { collection: (model) => store.collection(model.name) };
  beforeEach(async () => {
    sql = await openPglite(undefined);
    store = SqlDocumentStore.open(sql);
  });
  afterEach(async () => {
    await sql.close();
  });
  const apply = async (projection: Projection, events: RecordedEvent[]) => {
    for (const event of events) await projection.apply(event, docs);
  };
  const tokens = () => docs.collection(tokenModels.energyTokens).find();
  const activities = () => docs.collection(tokenModels.tokenActivities).find({}, { sort: { seq: 1 } });
  const codes = () => docs.collection(codeModels.codes).find({}, { sort: { seq: 1 } });

  it('builds the token with its frequency, follows frequency changes and records each switch', async () => {
    await apply(tokensProjection, history());
    expect(await tokens()).toEqual([
      {
        id: 1,
        name: 'Morgen',
        userId: 7,
        frequencyId: 2,
        frequency: {
          nameDE: 'Liebe',
          nameEN: 'Calm',
          descriptionDE: 'Herz',
          descriptionEN: 'Heart',
          color: 'blue',
        },
        isActive: false,
        code: '111111',
        createdAt: '2026-01-01T00:00:06.000Z',
        updatedAt: '2026-01-01T00:00:11.000Z',
      },
    ]);
    expect((await activities()).map((a) => [a.action, a.actorId, a.at])).toEqual([
      ['activated', 7, '2026-01-01T00:00:07.000Z'],
      ['deactivated', 7, '2026-01-01T00:00:09.000Z'],
    ]);
  });

  it('updates the frequency of every token that uses it', async () => {
    const events = history().slice(0, 8); // up to the FrequencyUpdated of frequency 1
    await apply(tokensProjection, events);
    expect((await tokens())[0]!.frequency).toMatchObject({ nameEN: 'Love!', color: 'red' });
    await apply(tokensProjection, [
      { ...events[1]!, type: 'FrequencyDeleted', data: { frequencyId: 1 }, position: [2n, 1n] },
    ]);
    expect((await tokens())[0]!.frequency).toBeNull();
  });

  it('gives the same documents when a batch is applied twice (after a crash)', async () => {
    const events = history();
    await apply(tokensProjection, events);
    await apply(codesProjection, events);
    const once = { tokens: await tokens(), activities: await activities(), codes: await codes() };
    await apply(tokensProjection, events.slice(3));
    await apply(codesProjection, events.slice(3));
    expect({ tokens: await tokens(), activities: await activities(), codes: await codes() }).toEqual(once);
  });

  it('lists codes with the redeemer’s name, and forgets the name of an erased account', async () => {
    const events = history();
    await apply(codesProjection, events);
    expect((await codes()).map((c) => [c.code, c.isUsed, c.username, c.tokenId])).toEqual([
      ['111111', true, 'anna', 1],
      ['222222', false, null, null],
    ]);
    const later = after(events, 3n);
    await apply(codesProjection, [
      later('TokenDeleted', { tokenId: 1, code: '111111', userId: 7, reason: 'accountErased' }, 1n),
      later('UserDeleted', { userId: 7 }, 2n),
      later('CodeDeleted', { code: '222222' }, 3n),
    ]);
    expect(await codes()).toMatchObject([
      { code: '111111', isUsed: true, userId: 7, username: null, tokenId: null },
    ]);
    await apply(tokensProjection, [...events, later('UserDeleted', { userId: 7 }, 2n)]);
    expect(await tokens()).toEqual([]);
    expect(await activities()).toEqual([]);
    expect(await docs.collection(tokenModels.tokenCounts).find()).toEqual([]);
  });

  it('knows which tokens each user has, as the tokens themselves, also when applied twice', async () => {
    const events = history();
    const later = after(events, 4n);
    const more = [
      later('CodeRedeemed', { tokenId: 2, code: '222222', userId: 7, name: 'B', frequencyId: 2 }, 1n),
      later('CodeRedeemed', { tokenId: 3, code: '333333', userId: 8, name: 'C', frequencyId: 2 }, 2n),
      later('TokenDeleted', { tokenId: 1, code: '111111', userId: 7, reason: 'admin' }, 3n),
    ];
    await apply(tokensProjection, [...events, ...more]);
    await apply(tokensProjection, more); // again, as after a crash
    const counts = await docs.collection(tokenModels.tokenCounts).find({}, { sort: { userId: 1 } });
    expect(counts.map(({ userId, count }) => [userId, count])).toEqual([
      [7, 1],
      [8, 1],
    ]);
    for (const { userId, count } of counts)
      expect(await docs.collection(tokenModels.energyTokens).count({ userId })).toBe(count);
  });

  it('hands a token on: the new owner has it, with its history; the counts and the code follow', async () => {
    const events = history();
    const later = after(events, 5n);
    const moved = [
      later('UserRegistered', { userId: 9, username: 'ben' }, 1n),
      later(
        'TokenHandedOver',
        { handoverId: 'h-1', tokenId: 1, code: '111111', fromUserId: 7, toUserId: 9 },
        2n,
      ),
    ];
    for (const projection of [tokensProjection, codesProjection]) {
      await apply(projection, [...events, ...moved]);
      await apply(projection, moved); // again, as after a crash
    }
    expect(await tokens()).toMatchObject([
      {
        id: 1,
        userId: 9,
        name: 'Morgen',
        frequencyId: 2,
        code: '111111',
        createdAt: '2026-01-01T00:00:06.000Z',
      },
    ]);
    const counts = await docs.collection(tokenModels.tokenCounts).find();
    expect(counts.map(({ userId, count }) => [userId, count])).toEqual([[9, 1]]);
    expect(await codes()).toMatchObject([{ code: '111111', userId: 9, username: 'ben', tokenId: 1 }, {}]);
    // The giver's erasure takes nothing of the taker's.
    await apply(tokensProjection, [later('UserDeleted', { userId: 7 }, 3n)]);
    expect(await tokens()).toMatchObject([{ id: 1, userId: 9 }]);
  });
});
