import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../sql/sql-client';
import { openTestSql, type TestSql, testSqlKinds, testSqlNames } from '../testing/databases';
import { describeDocumentStoreContract } from '../testing/document-store.contract';
import { SqlDocumentStore } from './sql-document-store';
import { WriteBehindStore, WrittenIds } from './write-behind';
import { NeedsTransaction } from './write-together';

/** The same client, counting the statements sent through it. */
function counting(client: SqlClient): { client: SqlClient; statements: () => number } {
  let statements = 0;
  return {
    client: {
      ...client,
      query: (text, params) => {
        statements++;
        return client.query(text, params);
      },
    },
    statements: () => statements,
  };
}

for (const kind of testSqlKinds) {
  describe(`write-behind on ${testSqlNames[kind]}`, () => {
    let sql: TestSql;
    beforeAll(async () => {
      sql = await openTestSql(kind);
    });
    afterAll(() => sql?.close());

    // Every read sees every write before it, as on the store itself.
    describeDocumentStoreContract(`write-behind over ${testSqlNames[kind]}`, async () => {
      const inner = SqlDocumentStore.open(sql.client);
      expect(await inner.listCollections()).toEqual([]);
      return {
        store: new WriteBehindStore(inner),
        atomic: false,
        close: async () => {
          for (const name of await inner.listCollections()) await inner.dropCollection(name);
        },
      };
    });

    it('buffer-only: refuses, before writing anything, work that must write before the end', async () => {
      const inner = SqlDocumentStore.open(sql.client);
      await inner.collection<{ id: number; n: number }>('only').upsertMany([
        { id: 1, n: 1 },
        { id: 2, n: 2 },
      ]);
      const store = new WriteBehindStore(inner, undefined, true);
      const only = store.collection<{ id: number; n: number }>('only');
      expect(await only.update(2, { n: 20 })).toBe(true); // read first, then kept
      expect(await only.update(9, { n: 90 })).toBe(false);
      await only.upsert({ id: 3, n: 3 });
      await expect(only.find({})).rejects.toBeInstanceOf(NeedsTransaction);
      await expect(only.updateMany({}, { n: 0 })).rejects.toBeInstanceOf(NeedsTransaction);
      await expect(only.deleteMany({ n: 1 })).rejects.toBeInstanceOf(NeedsTransaction);
      expect((await inner.collection('only').find({}, { sort: { id: 1 } })).map((d) => d.id)).toEqual([1, 2]);
      const [writes] = store.takeWrites();
      expect(writes!.upserts).toEqual([
        { id: 2, n: 20 },
        { id: 3, n: 3 },
      ]);
      await inner.writeAllOrNothing(store.takeWrites(), []); // nothing left to write
      await inner.dropCollection('only');
    });

    it('keeps writes until flush, then writes each collection in one statement', async () => {
      const { client, statements } = counting(sql.client);
      const inner = SqlDocumentStore.open(client);
      await inner.collection<{ id: number; n: number }>('kept').upsert({ id: 0, n: 0 }); // creates the table
      const store = new WriteBehindStore(inner);
      const kept = store.collection<{ id: number; n: number }>('kept');
      const before = statements();
      for (let i = 1; i <= 200; i++) await kept.upsert({ id: i, n: i });
      for (let i = 1; i <= 200; i++) await kept.update(i, { n: i * 2 });
      expect(await kept.delete(7)).toBe(true);
      expect(await kept.update(7, { n: 1 })).toBe(false);
      expect(await kept.get(8)).toEqual({ id: 8, n: 16 });
      expect(statements()).toBe(before);
      expect(await inner.collection('kept').get(8)).toBeNull();

      await store.flush();
      expect(statements() - before).toBeLessThanOrEqual(3); // the upsert, the one delete
      const stored = inner.collection<{ id: number; n: number }>('kept');
      expect(await stored.count()).toBe(200); // 0..200 without 7
      expect(await stored.get(8)).toEqual({ id: 8, n: 16 });
      expect(await stored.get(7)).toBeNull();
      // A document read once is not read again; a patch of it waits for the next flush.
      const afterFlush = statements();
      await kept.get(0);
      await kept.get(0);
      await kept.update(0, { n: 5 });
      expect(statements() - afterFlush).toBe(1);
      await store.flush();
      expect(await stored.get(0)).toEqual({ id: 0, n: 5 });
      await inner.dropCollection('kept');
    });

    it('on a collection it filled from empty, knows without asking which documents do not exist', async () => {
      const { client, statements } = counting(sql.client);
      const inner = SqlDocumentStore.open(client);
      await inner.beginBulkLoad('filled');
      const written = new WrittenIds();
      const batch = new WriteBehindStore(inner, written);
      const first = batch.collection<{ id: number; n: number }>('filled');
      const before = statements();
      expect(await first.get(1)).toBeNull();
      expect(await first.update(1, { n: 1 })).toBe(false);
      expect(await first.delete(1)).toBe(false);
      await first.upsert({ id: 1, n: 1 });
      expect(statements()).toBe(before);
      await batch.flush();
      // The next batch: what an earlier one wrote is read from the store, the rest is known absent.
      const second = new WriteBehindStore(inner, written).collection<{ id: number; n: number }>('filled');
      expect(await second.get(2)).toBeNull();
      expect(await second.get(1)).toEqual({ id: 1, n: 1 });
      await inner.endBulkLoad('filled');
      expect(await inner.collection<{ id: number; n: number }>('filled').find({ n: 1 })).toEqual([
        { id: 1, n: 1 },
      ]);
      await inner.dropCollection('filled');
    });
  });
}
