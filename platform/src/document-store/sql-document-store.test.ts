import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sqlBus } from '../bus/bus';
import { openPostgres } from '../sql/sql-client';
import { isStoreUnavailable } from '../store-unavailable';
import { openTestSql, type TestSql, testDatabaseUrl, testSqlKinds, testSqlNames } from '../testing/databases';
import { describeDocumentStoreContract } from '../testing/document-store.contract';
import { SqlDocumentStore } from './sql-document-store';
import { buildWhere } from './sql-filters';
import { PatchMissed } from './write-together';

if (!testSqlKinds.includes('postgres')) {
  console.info('TEST_DATABASE_URL not set: the document store runs on PGlite only');
}

for (const kind of testSqlKinds) {
  describe(testSqlNames[kind], () => {
    // One database per file (opening PGlite takes seconds); each test starts with no
    // collections and drops what it created.
    let sql: TestSql;
    beforeAll(async () => {
      sql = await openTestSql(kind);
    });
    afterAll(() => sql?.close());

    /** The test database's client, keeping each statement's text; `refuse` may fail one instead. */
    function recording(refuse: (text: string) => Error | undefined = () => undefined) {
      const statements: string[] = [];
      const query = sql.client.query.bind(sql.client);
      const client = {
        ...sql.client,
        query: (text: string, params?: unknown[]) => {
          statements.push(text);
          const refused = refuse(text);
          return refused ? Promise.reject(refused) : query(text, params);
        },
      } as typeof sql.client;
      return { client, statements };
    }

    describeDocumentStoreContract(testSqlNames[kind], async () => {
      const store = SqlDocumentStore.open(sql.client);
      expect(await store.listCollections()).toEqual([]);
      return {
        store,
        atomic: true,
        close: async () => {
          for (const name of await store.listCollections()) await store.dropCollection(name);
        },
      };
    });

    it('reads documents asked for at the same time in one statement, each caller its own copy', async () => {
      const store = SqlDocumentStore.open(sql.client);
      const docs = store.collection<{ id: number; tags: string[] }>('coalesced');
      await docs.upsertMany([1, 2, 3].map((id) => ({ id, tags: [`t${id}`] })));
      const { client: counting, statements } = recording();
      const countedStore = SqlDocumentStore.open(counting);
      const counted = countedStore.collection<{ id: number; tags: string[] }>('coalesced');
      await counted.get(1); // the table is known from here on
      statements.length = 0;
      const [one, two, again, none] = await Promise.all([1, 2, 2, 9].map((id) => counted.get(id)));
      expect([one, two, none]).toEqual([{ id: 1, tags: ['t1'] }, { id: 2, tags: ['t2'] }, null]);
      expect(again).toEqual(two);
      again!.tags.push('changed');
      expect(two!.tags).toEqual(['t2']);
      expect(statements).toHaveLength(1);
      // Asked for after a write: sees it.
      await docs.upsert({ id: 3, tags: ['new'] });
      expect(await counted.get(3)).toEqual({ id: 3, tags: ['new'] });

      // Several collections at once are one statement too; a table gone since fails only its reads.
      const other = countedStore.collection<{ id: number }>('coalesced_other');
      await other.upsert({ id: 7 });
      const gone = countedStore.collection<{ id: number }>('coalesced_gone');
      await gone.upsert({ id: 1 });
      statements.length = 0;
      const [many, seven] = await Promise.all([counted.getMany([1, 3, 9]), other.get(7)]);
      expect(many.map((doc) => doc.id).sort()).toEqual([1, 3]);
      expect(seven).toEqual({ id: 7 });
      expect(statements).toHaveLength(1);
      await sql.client.query('DROP TABLE doc_coalesced_gone');
      const [kept, failed] = await Promise.allSettled([counted.get(1), gone.get(1)]);
      expect(kept).toMatchObject({ status: 'fulfilled', value: { id: 1 } });
      expect(failed.status).toBe('rejected');
      await store.dropCollection('coalesced');
      await store.dropCollection('coalesced_other');
    });

    it('does not try a joined read again table by table when it timed out: every caller gets the timeout', async () => {
      const store = SqlDocumentStore.open(sql.client);
      await store.collection<{ id: number }>('joined_a').upsert({ id: 1 });
      await store.collection<{ id: number }>('joined_b').upsert({ id: 2 });
      const { client: timingOut, statements } = recording((text) =>
        text.includes('UNION ALL')
          ? Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })
          : undefined,
      );
      const reading = SqlDocumentStore.open(timingOut);
      const [a, b] = [
        reading.collection<{ id: number }>('joined_a'),
        reading.collection<{ id: number }>('joined_b'),
      ];
      await Promise.all([a.get(1), b.get(2)].map((read) => read.catch(() => {}))); // tables known
      statements.length = 0;
      const answers = await Promise.allSettled([a.get(1), b.get(2)]);
      expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
      for (const answer of answers)
        expect((answer as PromiseRejectedResult).reason).toMatchObject({ code: '57014' });
      expect(statements).toHaveLength(1);
      await store.dropCollection('joined_a');
      await store.dropCollection('joined_b');
    });

    it('sends a bus notice with an all-or-nothing write, only when it commits and only on its own database', async () => {
      const store = SqlDocumentStore.open(sql.client);
      const bus = sqlBus(sql.client);
      const heard: string[] = [];
      const stop = await bus.subscribe('projection_progress', ({ position }) => heard.push(position));
      const states = store.collection<{ id: string; at: number }>('noticed_states');
      await states.upsert({ id: 's', at: 1 });
      const move = (from: number, to: number) => ({
        collection: 'noticed_states',
        filter: { id: 's', at: from },
        patch: { at: to },
      });
      const notice = bus.notice!('projection_progress', { position: '1.2' });
      const write = { collection: 'noticed_docs', upserts: [{ id: 'd' }], deletes: [] };
      expect(await store.writeAllOrNothing([write], [move(1, 2)], notice)).toBe(true);
      await expect(
        store.writeAllOrNothing(
          [write],
          [move(1, 3)],
          bus.notice!('projection_progress', { position: '9.9' }),
        ),
      ).rejects.toThrow(PatchMissed);
      const elsewhere = { ...notice, database: { ...sql.client } };
      expect(await store.writeAllOrNothing([], [move(2, 3)], elsewhere)).toBe(false);
      await vi.waitFor(() => expect(heard).toEqual(['1.2']));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual(['1.2']);
      await stop();
      await store.dropCollection('noticed_states');
      await store.dropCollection('noticed_docs');
    });

    it('lists only its own tables as collections', async () => {
      const store = SqlDocumentStore.open(sql.client);
      await sql.client.query('CREATE TABLE documents_other (id int)');
      await store.collection('kept').upsert({ id: 1 });
      expect(await store.listCollections()).toEqual(['kept']);
      await store.dropCollection('kept');
      await sql.client.query('DROP TABLE documents_other');
    });

    it('searches through the trigram index on a large collection', async () => {
      const store = SqlDocumentStore.open(sql.client);
      const codes = store.collection<{ id: string; code: string; username: string | null }>('searched');
      await codes.upsertMany(
        Array.from({ length: 5000 }, (_, i) => ({ id: String(i), code: String(100000 + i), username: null })),
      );
      await codes.ensureSearchIndex('code');
      await codes.ensureSearchIndex('username');
      await sql.client.query('ANALYZE doc_searched');
      const { where, params } = buildWhere({}, { fields: ['code', 'username'], term: '10423' });
      const plan = await sql.client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT data FROM doc_searched ${where}`,
        params,
      );
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/Bitmap Index Scan on search_/);
      expect(
        (await codes.find({}, { search: { fields: ['code'], term: '10423' } })).map((c) => c.code),
      ).toEqual(Array.from({ length: 10 }, (_, i) => String(104230 + i)));
      await store.dropCollection('searched');
    });
  });
}

describe.skipIf(!testDatabaseUrl)('time limits of document transactions on PostgreSQL', () => {
  it('keeps the store limit for requests, and a longer one where the work asks for it', async () => {
    const client = await openPostgres(testDatabaseUrl!, { timeoutMs: 300 });
    const other = await openPostgres(testDatabaseUrl!, { timeoutMs: 5000 });
    const store = SqlDocumentStore.open(client);
    const batch = store.collection<{ id: number }>('slow_batch');
    await batch.upsert({ id: 1 });
    // Another session holds the table for 600 ms: a statement waiting for it is "slow".
    const held = () =>
      other.transaction(async (db) => {
        await db.query('LOCK TABLE doc_slow_batch IN ACCESS EXCLUSIVE MODE');
        await db.query('SELECT pg_sleep(0.6)');
      });
    const countWhileHeld = async (options?: { timeoutMs: number }) => {
      const holding = held();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const counted = store
        .transaction((tx) => tx.collection('slow_batch').count(), options)
        .catch((error: unknown) => error);
      await holding;
      return counted;
    };
    try {
      const refused = await countWhileHeld();
      expect(isStoreUnavailable(refused), String(refused)).toBe(true);
      expect(await countWhileHeld({ timeoutMs: 5000 })).toBe(1);
    } finally {
      await store.dropCollection('slow_batch');
      await other.close();
      await client.close();
    }
  });
});
