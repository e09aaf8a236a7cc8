import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type SqlClient } from '../sql/sql-client';

/** PostgreSQL for tests: set in CI, optional on a developer machine. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A throwaway database `et_test_<random>` on TEST_DATABASE_URL's server, so every test file
 * starts empty and runs beside the others. `drop()` removes it.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `et_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export type TestSqlKind = 'pglite' | 'postgres';

/** The SQL engines every store test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testSqlKinds: TestSqlKind[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

export const testSqlNames: Record<TestSqlKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

export interface TestSql {
  kind: TestSqlKind;
  /** The current client; `reopen()` replaces it for PGlite. */
  readonly client: SqlClient;
  /**
   * Opens the same data again, as after a restart: another pool on the same PostgreSQL
   * database, or PGlite closed and opened again on its data directory (one owner per
   * directory). In-memory PGlite cannot be reopened.
   */
  reopen(): Promise<SqlClient>;
  /** Closes every client and removes the database or directory. */
  close(): Promise<void>;
}

/**
 * A fresh, empty SQL database of the given kind: PGlite in memory (or, with `persistent`, in
 * a temporary data directory), or a throwaway PostgreSQL database.
 */
export async function openTestSql(
  kind: TestSqlKind,
  options: { persistent?: boolean; poolSize?: number } = {},
): Promise<TestSql> {
  if (kind === 'postgres') {
    const database = await createTestDatabase();
    const clients = [await openPostgres(database.url, { max: options.poolSize })];
    return {
      kind,
      get client() {
        return clients[0]!;
      },
      reopen: async () => {
        const client = await openPostgres(database.url, { max: options.poolSize });
        clients.push(client);
        return client;
      },
      close: async () => {
        for (const client of clients) await client.close().catch(() => {});
        await database.drop();
      },
    };
  }
  const dir = options.persistent ? mkdtempSync(path.join(tmpdir(), 'et-pglite-')) : undefined;
  let client = await openPglite(dir);
  return {
    kind,
    get client() {
      return client;
    },
    reopen: async () => {
      if (!dir) throw new Error('in-memory PGlite cannot be reopened; open it with { persistent: true }');
      await client.close();
      client = await openPglite(dir);
      return client;
    },
    close: async () => {
      await client.close().catch(() => {});
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Opens one fresh database per engine of `testSqlKinds`. */
export async function openTestSqlClients(
  options: { persistent?: boolean; poolSize?: number } = {},
): Promise<TestSql[]> {
  return Promise.all(testSqlKinds.map((kind) => openTestSql(kind, options)));
}
