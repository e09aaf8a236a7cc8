import { describe } from 'vitest';
import { openPglite, openPostgres } from '../sql/sql-client';
import { createTestDatabase, testDatabaseUrl } from '../testing/databases';
import { describeDocumentStoreContract } from '../testing/document-store.contract';
import { SqlDocumentStore } from './sql-document-store';

describeDocumentStoreContract('PGlite', async () => {
  const sql = await openPglite(undefined);
  return { store: SqlDocumentStore.open(sql), atomic: true, close: () => sql.close() };
});

describe.skipIf(!testDatabaseUrl)('PostgreSQL', () => {
  describeDocumentStoreContract('PostgreSQL', async () => {
    const database = await createTestDatabase();
    const sql = await openPostgres(database.url);
    return {
      store: SqlDocumentStore.open(sql),
      atomic: true,
      close: async () => {
        await sql.close();
        await database.drop();
      },
    };
  });
});
