import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../testing/databases';
import { openPostgres } from './postgres-client';
import type { SqlClient } from './sql-client';

describe.runIf(testDatabaseUrl)('PostgreSQL client: prepared statements', () => {
  let database: TestDatabase;
  let sql: SqlClient;
  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection, so every statement below runs on the same one.
    sql = await openPostgres(database.url, { max: 1 });
  });
  afterAll(async () => {
    await sql?.close();
    await database?.drop();
  });

  const prepared = async () =>
    (await sql.query<{ n: string }>('SELECT count(*) AS n FROM pg_prepared_statements')).rows[0]!.n;

  it('prepares a statement with parameters once per connection, unless told it is made per call', async () => {
    expect(await prepared()).toBe('0');
    await sql.query('SELECT $1::integer + 1 AS n', [1], { prepare: false });
    await sql.transaction((tx) => tx.query('SELECT $1::integer + 2 AS n', [1], { prepare: false }));
    expect(await prepared()).toBe('0');
    for (let i = 0; i < 3; i++) await sql.query('SELECT $1::integer + 3 AS n', [i]);
    expect(await prepared()).toBe('1');
  });
});
