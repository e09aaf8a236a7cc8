import { tokenMinutes, totalMinutes, usageModels } from '@et/contracts';
import type { DocumentStore, RecordedEvent } from '@et/platform';
import { openPglite, type SqlClient, SqlDocumentStore } from '@et/platform/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectionContext } from '../projection';
import { usageMinutesProjection } from './usage-minutes.projection';

let seq = 0;
/** An event of a stream at a version, recorded at `minute` minutes past 10:00. */
function at(
  type: string,
  data: unknown,
  streamId: string,
  streamVersion: number,
  minute: number,
): RecordedEvent {
  seq++;
  return {
    streamId,
    streamVersion,
    position: [1n, BigInt(seq)],
    type,
    schemaVersion: 1,
    data,
    metadata: {},
    recordedAt: new Date(Date.parse('2026-01-01T10:00:00.000Z') + minute * 60_000).toISOString(),
  };
}
const ten = Date.parse('2026-01-01T10:00:00.000Z');
const minutesPast = (minute: number) => ten + minute * 60_000;

const a = { tokenId: 1, code: '111111', userId: 7 };
const b = { tokenId: 2, code: '222222', userId: 7 };
const c = { tokenId: 3, code: '333333', userId: 8 };

/** Token 1: on 10:00–10:12 and from 10:30; token 2: on 10:05–10:25, then deleted; token 3 on from 10:20. */
const history = (): RecordedEvent[] => [
  at('TokenActivated', a, 'code-111111', 2, 0),
  at('TokenActivated', b, 'code-222222', 2, 5),
  at('TokenDeactivated', a, 'code-111111', 3, 12),
  at('TokenRenamed', { ...a, name: 'x' }, 'code-111111', 4, 13),
  at('TokenActivated', c, 'code-333333', 2, 20),
  at('TokenDeleted', { ...b, reason: 'admin' }, 'code-222222', 3, 25),
  at('TokenActivated', a, 'code-111111', 5, 30),
  at('RewardSessionMinuteCounted', { userId: 7, minutes: 1, countedAt: 'x' }, 'reward-session-7', 1, 30),
  at('RewardSessionMinuteCounted', { userId: 7, minutes: 2, countedAt: 'y' }, 'reward-session-7', 2, 31),
];

describe('usage minutes projection', () => {
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
  const apply = async (events: RecordedEvent[]) => {
    for (const event of events) await usageMinutesProjection.apply(event, docs);
  };
  const usage = async (tokenId: number) => (await docs.collection(usageModels.tokenUsage).get(tokenId))!;
  const totals = async () => (await docs.collection(usageModels.usageTotals).get('tokens'))!;
  const everything = async () => ({
    usage: await docs.collection(usageModels.tokenUsage).find({}, { sort: { id: 1 } }),
    totals: await docs.collection(usageModels.usageTotals).find(),
    sessions: await docs.collection(usageModels.rewardSessions).find(),
  });

  it('counts closed intervals and the open one up to the moment of reading', async () => {
    await apply(history());
    const at40 = minutesPast(40);
    expect(tokenMinutes(await usage(1), at40)).toBe(12 + 10);
    expect(tokenMinutes(await usage(2), at40)).toBe(20);
    expect((await usage(2)).deleted).toBe(true);
    expect(tokenMinutes(await usage(3), at40)).toBe(20);
    expect(tokenMinutes(await usage(3), minutesPast(80))).toBe(60);
    expect(totalMinutes(await totals(), at40)).toBe(22 + 20 + 20);
    expect(await totals()).toMatchObject({ activeCount: 2, seconds: (12 + 20) * 60 });
  });

  it('keeps the session minutes with the stream version', async () => {
    await apply(history());
    expect(await docs.collection(usageModels.rewardSessions).get(7)).toEqual({
      id: 7,
      userId: 7,
      minutes: 2,
      lastCountedAt: 'y',
      version: 2,
    });
  });

  it('changes nothing when events are applied again (a batch after a crash)', async () => {
    const events = history();
    await apply(events);
    const once = await everything();
    await apply(events.slice(2));
    await apply(events);
    expect(await everything()).toEqual(once);
  });

  it('ignores a second activation without deactivation, and a token never switched on', async () => {
    await apply([
      at('TokenActivated', a, 'code-111111', 2, 0),
      at('TokenActivated', a, 'code-111111', 3, 10),
      at('TokenDeactivated', c, 'code-333333', 2, 10),
      at('TokenDeactivated', a, 'code-111111', 4, 15),
    ]);
    expect(tokenMinutes(await usage(1), minutesPast(60))).toBe(15);
    expect(await docs.collection(usageModels.tokenUsage).count()).toBe(1);
    expect(await totals()).toMatchObject({ activeCount: 0, activeSinceSum: 0, seconds: 15 * 60 });
  });

  it('forgets an erased person, and keeps their minutes in the totals', async () => {
    await apply(history());
    await apply([
      at('TokenDeleted', { ...a, reason: 'accountErased' }, 'code-111111', 6, 35),
      at('UserDeleted', { userId: 7 }, 'user-7', 9, 36),
    ]);
    expect(await docs.collection(usageModels.tokenUsage).find({ userId: 7 })).toEqual([]);
    expect(await docs.collection(usageModels.rewardSessions).find({ userId: 7 })).toEqual([]);
    expect(totalMinutes(await totals(), minutesPast(40))).toBe(12 + 5 + 20 + 20);
  });

  it('lets the minutes travel with a handed-over token; the reward sessions stay', async () => {
    await apply(history());
    const moved = at(
      'TokenHandedOver',
      { handoverId: 'h-1', tokenId: 1, code: '111111', fromUserId: 7, toUserId: 9 },
      'code-111111',
      6,
      35,
    );
    await apply([moved]);
    await apply([moved]); // again, as after a crash
    expect(await usage(1)).toMatchObject({ userId: 9, version: 6 });
    expect(tokenMinutes(await usage(1), minutesPast(40))).toBe(12 + 10);
    await apply([at('UserDeleted', { userId: 7 }, 'user-7', 9, 36)]);
    expect(tokenMinutes(await usage(1), minutesPast(40))).toBe(12 + 10);
    expect(await docs.collection(usageModels.rewardSessions).find({ userId: 7 })).toEqual([]);
  });
});
