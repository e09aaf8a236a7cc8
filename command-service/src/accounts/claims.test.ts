import { streams } from '@et/contracts';
import { openPglite, type SqlClient, SqlEventStore } from '@et/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimHolder, claimName, claimStream } from './claims';

describe('name claims', () => {
  let sql: SqlClient;
  let store: SqlEventStore;
  beforeAll(async () => {
    sql = await openPglite(undefined);
    store = await SqlEventStore.open(sql);
  });
  afterAll(() => sql.close());

  /** As if the claim had been written two minutes ago. */
  const ageClaim = (stream: string) =>
    sql.query(`UPDATE events SET recorded_at = now() - interval '2 minutes' WHERE stream_id = $1`, [stream]);

  it('frees a name whose account never began, a minute after the claim', async () => {
    expect(await claimName(store, 'email', 'lost@example.com', 5, {})).toBe(true);
    expect(await claimHolder(store, 'email', 'lost@example.com')).toBe(5);
    expect(await claimName(store, 'email', 'lost@example.com', 6, {})).toBe(false);
    await ageClaim(claimStream('email', 'lost@example.com'));
    expect(await claimHolder(store, 'email', 'lost@example.com')).toBeNull();
    expect(await claimName(store, 'email', 'lost@example.com', 6, {})).toBe(true);
    expect(await claimHolder(store, 'email', 'lost@example.com')).toBe(6);
    const history = await store.readStream(claimStream('email', 'lost@example.com'));
    expect(history.map((e) => [e.type, (e.data as { userId: number }).userId])).toEqual([
      ['NameClaimed', 5],
      ['NameReleased', 5],
      ['NameClaimed', 6],
    ]);
  });

  it('keeps a name whose account exists, however old the claim', async () => {
    expect(await claimName(store, 'username', 'Kept', 7, {})).toBe(true);
    await store.append(streams.user(7), [{ type: 'UserRegistered', data: { userId: 7 } }], 0);
    await ageClaim(claimStream('username', 'kept'));
    expect(await claimHolder(store, 'username', 'KEPT')).toBe(7);
    expect(await claimName(store, 'username', 'kept', 8, {})).toBe(false);
  });

  it('holds one name however its accents were typed', async () => {
    expect(await claimName(store, 'username', 'Ame\u0301lie', 9, {})).toBe(true);
    expect(await claimHolder(store, 'username', ' AM\u00c9LIE')).toBe(9);
  });
});
