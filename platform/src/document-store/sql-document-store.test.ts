import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestSql, type TestSql, testSqlKinds, testSqlNames } from '../testing/databases';
import { describeDocumentStoreContract } from '../testing/document-store.contract';
import { SqlDocumentStore } from './sql-document-store';

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

    it('lists only its own tables as collections', async () => {
      const store = SqlDocumentStore.open(sql.client);
      await sql.client.query('CREATE TABLE documents_other (id int)');
      await store.collection('kept').upsert({ id: 1 });
      expect(await store.listCollections()).toEqual(['kept']);
      await store.dropCollection('kept');
      await sql.client.query('DROP TABLE documents_other');
    });
  });
}
