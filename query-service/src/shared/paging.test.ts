import {
  openTestSql,
  SqlDocumentStore,
  type TestSql,
  testSqlKinds,
  testSqlNames,
} from '@et/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPage } from './paging';

interface Row {
  id: number;
  seq: number;
  kind: 'even' | 'odd';
}

for (const kind of testSqlKinds) {
  describe(`readPage on ${testSqlNames[kind]}`, () => {
    let sql: TestSql;
    let store: SqlDocumentStore;
    beforeAll(async () => {
      sql = await openTestSql(kind);
      store = SqlDocumentStore.open(sql.client);
      const collection = store.collection<Row>('paged');
      for (let seq = 1; seq <= 23; seq++)
        await collection.upsert({ id: seq, seq, kind: seq % 2 === 0 ? 'even' : 'odd' });
    });
    afterAll(async () => {
      await store?.dropCollection('paged');
      await sql?.close();
    });

    it('gives every page, from either end, as one sorted read would', async () => {
      const collection = store.collection<Row>('paged');
      for (const direction of [1, -1] as const) {
        const all = await collection.find({ kind: 'odd' }, { sort: { seq: direction } });
        for (let page = 1; page <= 4; page++) {
          const answer = await readPage(
            collection,
            { page, pageSize: 5 },
            { filter: { kind: 'odd' }, sortBy: 'seq', direction },
          );
          expect(answer).toEqual({
            items: all.slice((page - 1) * 5, page * 5),
            total: 12,
            page,
            pageSize: 5,
          });
        }
      }
    });

    it('answers a page past the end with no items and the total', async () => {
      const answer = await readPage(
        store.collection<Row>('paged'),
        { page: 9, pageSize: 10 },
        { sortBy: 'id', direction: 1 },
      );
      expect(answer).toEqual({ items: [], total: 23, page: 9, pageSize: 10 });
    });
  });
}
