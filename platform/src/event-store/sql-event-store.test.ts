import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../sql/sql-client';
import { openTestSql, type TestSql, testSqlKinds, testSqlNames } from '../testing/databases';
import { describeEventStoreContract } from '../testing/event-store.contract';
import { formatPosition, parsePosition, startPosition } from './event-store';
import { SqlEventStore } from './sql-event-store';

const insertFirst = (table: string, stream: string, data = '{}') =>
  `INSERT INTO ${table} (stream_id, stream_version, type, schema_version, data, metadata)
   VALUES ('${stream}', 1, 'E', 1, '${data}', '{}')`;

if (!testSqlKinds.includes('postgres')) {
  console.info('TEST_DATABASE_URL not set: the SQL event store runs on PGlite only');
}

for (const kind of testSqlKinds) {
  describe(testSqlNames[kind], () => {
    // One database per file (opening PGlite takes seconds); each test gets its own events table.
    let sql: TestSql;
    let tables = 0;
    beforeAll(async () => {
      sql = await openTestSql(kind, { poolSize: 25 });
    });
    afterAll(() => sql?.close());

    describeEventStoreContract(
      `${testSqlNames[kind]} (${kind === 'pglite' ? 'in memory' : 'server'})`,
      async () => {
        const table = `events_${++tables}`;
        const extraClients: Array<{ close(): Promise<void> }> = [];
        return {
          store: await SqlEventStore.open(sql.client, { table }),
          // PostgreSQL: a new pool on the same database. In-memory PGlite cannot outlive its
          // process, so a new store instance on it stands in; the data-directory restart is below.
          reopen: async () => {
            if (kind === 'pglite') return SqlEventStore.open(sql.client, { table });
            const client = await sql.reopen();
            extraClients.push(client);
            return SqlEventStore.open(client, { table });
          },
          close: async () => {
            for (const client of extraClients) await client.close();
            await sql.client.query(`DROP TABLE IF EXISTS ${table}`);
          },
        };
      },
    );

    /**
     * A store on a table of its own while another connection (`other`) holds the stream's first
     * event uncommitted until `commit()`; everything is dropped after `test`.
     */
    async function withFirstEventHeld(
      stream: string,
      data: string,
      test: (race: {
        store: SqlEventStore;
        other: SqlClient;
        table: string;
        commit(): Promise<void>;
      }) => Promise<void>,
    ) {
      const table = `events_${++tables}`;
      const store = await SqlEventStore.open(sql.client, { table });
      const other = await sql.reopen();
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let inserted = () => {};
      const ready = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const holding = other.transaction(async (tx) => {
        await tx.query(insertFirst(table, stream, data));
        inserted();
        await held;
      });
      try {
        await ready;
        const commit = () => {
          release();
          return holding;
        };
        await test({ store, other, table, commit });
      } finally {
        release();
        await other.close();
        await sql.client.query(`DROP TABLE IF EXISTS ${table}`);
      }
    }

    it.runIf(kind === 'postgres')(
      'appends one by one when another writer takes a version first, losing none',
      () =>
        withFirstEventHeld('race', '{"i": 0}', async ({ store, commit }) => {
          // One statement for both; it waits on the unique index, then fails when the other commits.
          const both = Promise.all([
            store.append('race', [{ type: 'E', data: { i: 1 } }], 'any'),
            store.append('calm', [{ type: 'E', data: { i: 2 } }], 0),
          ]);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await commit();
          const [race, calm] = await both;
          expect([race.streamVersion, calm.streamVersion]).toEqual([2, 1]);
          expect((await store.readStream('race')).map((e) => e.data)).toEqual([{ i: 0 }, { i: 1 }]);
          expect((await store.readStream('calm')).map((e) => e.data)).toEqual([{ i: 2 }]);
        }),
    );

    it.runIf(kind === 'postgres')(
      'puts the rows of a statement in stream order, so instances appending to the same streams cannot deadlock',
      () =>
        withFirstEventHeld('b', '{}', async ({ store, other, table, commit }) => {
          /** Whether the statement holds a's first row: an insert of the same row then has to wait. */
          const aTaken = () =>
            other
              .transaction(async (tx) => {
                await tx.query("SET LOCAL lock_timeout = '20ms'");
                await tx.query(insertFirst(table, 'a'));
                throw new Error('not taken'); // rolls the probe back
              })
              .then(
                () => false,
                (error: { code?: string }) => error.code === '55P03',
              );
          // Asked for b first, then a, in one statement: it takes a before it waits for b.
          const both = Promise.all([
            store.append('b', [{ type: 'E', data: {} }], 'any'),
            store.append('a', [{ type: 'E', data: {} }], 0),
          ]);
          let taken = false;
          for (let tries = 0; tries < 50 && !taken; tries++) {
            taken = await aTaken();
            if (!taken) await new Promise((resolve) => setTimeout(resolve, 20));
          }
          await commit();
          expect(taken).toBe(true);
          expect((await both).map((result) => result.streamVersion)).toEqual([2, 1]);
        }),
    );
  });
}

describe('PGlite in a data directory', () => {
  it('keeps events and a reader’s checkpoint when closed and opened again', { timeout: 60_000 }, async () => {
    const sql = await openTestSql('pglite', { persistent: true });
    try {
      const before = await SqlEventStore.open(sql.client);
      for (let i = 0; i < 10; i++) await before.append(`s-${i % 3}`, [{ type: 'E', data: { i } }], 'any');
      const firstPart = await before.readAll(startPosition, 4);
      const saved = formatPosition(firstPart[3]!.position);

      const after = await SqlEventStore.open(await sql.reopen());
      expect(await after.readStream('s-0')).toHaveLength(4);
      await after.append('s-0', [{ type: 'E', data: { i: 10 } }], 4);
      const rest = await after.readAll(parsePosition(saved)!, 100);
      expect(rest.map((e) => (e.data as { i: number }).i)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    } finally {
      await sql.close();
    }
  });
});
