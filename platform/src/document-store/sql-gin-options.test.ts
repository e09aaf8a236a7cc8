import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestSql, type TestSql, testSqlKinds, testSqlNames } from '../testing/databases';
import { SqlDocumentStore } from './sql-document-store';

for (const kind of testSqlKinds) {
  describe(`${testSqlNames[kind]}: GIN indexes with a small pending list`, () => {
    let sql: TestSql;
    beforeAll(async () => {
      sql = await openTestSql(kind);
    });
    afterAll(() => sql?.close());

    const optionsOf = async (index: string) => {
      const { rows } = await sql.client.query<{ options: string[] | null }>(
        'SELECT reloptions AS options FROM pg_class WHERE relname = $1',
        [index],
      );
      expect(rows).toHaveLength(1);
      return rows[0]!.options;
    };
    const searchIndexes = async (table: string) => {
      const { rows } = await sql.client.query<{ name: string }>(
        "SELECT indexname AS name FROM pg_indexes WHERE tablename = $1 AND indexname LIKE 'search_%'",
        [table],
      );
      return rows.map((row) => row.name);
    };
    const small = ['fastupdate=on', 'gin_pending_list_limit=64'];

    it('creates the lookup and search indexes with them', async () => {
      const codes = SqlDocumentStore.open(sql.client).collection<{ id: string; code: string }>('gin_new');
      await codes.upsert({ id: '1', code: '123456' });
      await codes.ensureSearchIndex('code');
      expect(await optionsOf('doc_gin_new_data')).toEqual(small);
      const [search] = await searchIndexes('doc_gin_new');
      expect(await optionsOf(search!)).toEqual(small);
      expect(await codes.find({}, { search: { term: '345', fields: ['code'] } })).toHaveLength(1);
    });

    it('gives them to indexes built before, which keep working', async () => {
      const old = SqlDocumentStore.open(sql.client).collection<{ id: string; code: string }>('gin_old');
      await old.upsert({ id: '1', code: '123456' });
      await old.ensureSearchIndex('code');
      const [search] = await searchIndexes('doc_gin_old');
      for (const index of ['doc_gin_old_data', search!])
        await sql.client.query(`ALTER INDEX ${index} SET (fastupdate = off)`);
      await sql.client.query('ALTER INDEX doc_gin_old_data RESET (gin_pending_list_limit)');

      // A store opened later, as after an update: its first use of the table.
      const codes = SqlDocumentStore.open(sql.client).collection<{ id: string; code: string }>('gin_old');
      expect(await codes.find({ code: '123456' })).toHaveLength(1);
      await codes.ensureSearchIndex('code');
      expect(await optionsOf('doc_gin_old_data')).toEqual(small);
      expect(await optionsOf(search!)).toEqual(small);
      expect(await codes.find({}, { search: { term: '345', fields: ['code'] } })).toHaveLength(1);
    });
  });
}
