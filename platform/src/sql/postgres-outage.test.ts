import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlEventStore } from '../event-store/sql-event-store';
import { DatabaseUnavailableError, isStoreUnavailable } from '../store-unavailable';
import { testDatabaseUrl } from '../testing/databases';
import { createOwnCluster, type OwnCluster, ownClusterUnavailable } from '../testing/own-cluster';
import type { ConnectionChange } from './postgres-listener';
import { openPostgres, type SqlClient } from './sql-client';
import { waitForDatabase } from './wait-for-database';

const TIMEOUT_MS = 1000;
const missing = ownClusterUnavailable();
if (testDatabaseUrl && missing) console.log(`PostgreSQL outage tests skipped: ${missing}`);

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** How a call failed and how long it took to fail. */
async function failure(call: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  try {
    await call();
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
  throw new Error('the call succeeded');
}

describe.skipIf(!testDatabaseUrl || missing)('the PostgreSQL client when the server goes away', () => {
  let cluster: OwnCluster;
  let sql: SqlClient;
  const changes: ConnectionChange[] = [];
  const logged: string[] = [];
  const log = { info: (m: string) => logged.push(m), warn: (m: string) => logged.push(m) };

  beforeAll(async () => {
    cluster = await createOwnCluster();
    sql = await openPostgres(cluster.url(), { timeoutMs: TIMEOUT_MS, log });
    sql.onConnectionChange((change) => changes.push(change));
  }, 30_000);

  afterAll(async () => {
    await sql?.close().catch(() => {});
    await cluster?.drop();
  }, 30_000);

  it('a fast stop: calls fail at once as unavailable; LISTEN comes back by itself and hears again', async () => {
    const heard: string[] = [];
    await sql.listen('outage_test', (payload) => heard.push(payload));
    await sql.notify('outage_test', 'before');
    await until(() => heard.includes('before'), 2000, 'the notification before the stop');

    await cluster.stop();
    const query = await failure(() => sql.query('SELECT 1'));
    expect(isStoreUnavailable(query.error)).toBe(true);
    expect(query.ms).toBeLessThan(TIMEOUT_MS);
    const transaction = await failure(() => sql.transaction((tx) => tx.query('SELECT 1')));
    expect(isStoreUnavailable(transaction.error)).toBe(true);
    await until(() => changes.includes('lost'), 2000, "the listener's 'lost'");

    await cluster.start();
    await until(() => changes.includes('resumed'), 10_000, "the listener's 'resumed'");
    await sql.notify('outage_test', 'after');
    await until(() => heard.includes('after'), 2000, 'the notification after the restart');
    expect((await sql.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    expect(logged.some((line) => line.startsWith('lost the database notification connection'))).toBe(true);
  }, 30_000);

  it('a frozen server: every call gives up within its time limit; after the thaw all works again', async () => {
    await sql.query('SELECT 1'); // a pooled connection that will hang
    await cluster.freeze();
    try {
      const calls = await Promise.all([
        failure(() => sql.query('SELECT 1')),
        failure(() => sql.transaction((tx) => tx.query('SELECT 1'))),
      ]);
      for (const { error, ms } of calls) {
        expect(isStoreUnavailable(error), String(error)).toBe(true);
        expect(ms).toBeLessThan(TIMEOUT_MS + 700);
      }
    } finally {
      cluster.thaw();
    }
    expect((await sql.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  }, 30_000);

  it('an append whose COMMIT the server reaches after the client gave up is refused, not stored', async () => {
    const store = await SqlEventStore.open(sql);
    // Fault injection in the server: a deferred trigger that runs at COMMIT before ours (triggers
    // fire in name order) holds the COMMIT past the client's time limit, as a frozen server would.
    // Statement time limits do not cover the COMMIT, so only the deadline check stops it.
    await sql.query(`
      CREATE OR REPLACE FUNCTION test_slow_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.stream_id LIKE 'late-commit-%' THEN PERFORM pg_sleep(${(TIMEOUT_MS + 500) / 1000}); END IF;
        RETURN NULL;
      END $$`);
    await sql.query(`CREATE CONSTRAINT TRIGGER a_test_slow_commit AFTER INSERT ON events
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION test_slow_commit()`);
    const appendLate = async (streamId: string) => {
      const { error, ms } = await failure(() => store.append(streamId, [{ type: 'Tested', data: {} }], 0));
      expect(isStoreUnavailable(error), String(error)).toBe(true);
      expect(ms).toBeLessThan(TIMEOUT_MS + 700);
      await new Promise((resolve) => setTimeout(resolve, 1000)); // the server finishes the COMMIT
      return (await store.readStream(streamId)).length;
    };

    expect(await appendLate('late-commit-1')).toBe(0);
    // Without the deadline trigger the server commits what the client was told failed.
    await sql.query('DROP TRIGGER events_refuse_late_append ON events');
    expect(await appendLate('late-commit-2')).toBe(1);
    await sql.query('DROP TRIGGER a_test_slow_commit ON events');
  }, 30_000);

  it('an append sent to a frozen server is refused, and not stored when the server reads it after the thaw', async () => {
    const store = await SqlEventStore.open(sql);
    await store.append('warm-up', [{ type: 'Tested', data: {} }], 0); // pooled, prepared connections
    await cluster.freeze();
    let refused: { error: unknown; ms: number };
    try {
      // The statement waits in the server's socket buffer; the server runs it only after the thaw.
      refused = await failure(() => store.append('frozen-append', [{ type: 'Tested', data: {} }], 0));
    } finally {
      cluster.thaw();
    }
    expect(isStoreUnavailable(refused.error), String(refused.error)).toBe(true);
    expect(refused.ms).toBeLessThan(TIMEOUT_MS + 700);
    await new Promise((resolve) => setTimeout(resolve, 500)); // the server runs what it was sent
    expect(await store.readStream('frozen-append')).toEqual([]);
  }, 30_000);

  it('at start, waits for an unreachable database with a log line, then gives up with a clear message', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    await new Promise((resolve) => server.close(resolve)); // nobody listens there now
    const lines: string[] = [];
    const started = Date.now();
    const error = await waitForDatabase(
      { connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`, connectionTimeoutMillis: 500 },
      { waitMs: 1500, log: { info: (m) => lines.push(m), warn: (m) => lines.push(m) } },
    ).catch((e: unknown) => e);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as Error).message).toContain(
      `The database at 127.0.0.1:${port} did not answer within 1.5 s`,
    );
    expect(lines[0]).toContain(`waiting for the database at 127.0.0.1:${port} …`);
  });
});
