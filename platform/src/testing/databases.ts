import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type SqlClient } from '../sql/sql-client';

/** PostgreSQL for tests: set in CI, optional on a developer machine. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/**
 * EventStoreDB and MongoDB for the API tests, both or neither: set on a machine that runs those
 * servers (the `engines` CI workflow), never here.
 */
export const testEventStoreUrl = process.env.TEST_EVENTSTORE_URL || undefined;
export const testMongodbUrl = process.env.TEST_MONGODB_URL || undefined;
if (!testEventStoreUrl !== !testMongodbUrl) {
  throw new Error('set TEST_EVENTSTORE_URL and TEST_MONGODB_URL together (the engines run as a pair)');
}
export const testEnginesConfigured = !!(testEventStoreUrl && testMongodbUrl);

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

export interface TestEngines {
  /** The app's environment: EVENTSTORE_URL with its stream prefix, MONGODB_URL with its database. */
  env: { EVENTSTORE_URL: string; EVENTSTORE_STREAM_PREFIX: string; MONGODB_URL: string };
  /** Drops the MongoDB database (GridFS images included). */
  drop(): Promise<void>;
}

/**
 * A fresh pair on TEST_EVENTSTORE_URL and TEST_MONGODB_URL under one name `et_test_<random>`:
 * MongoDB gets a database of that name, dropped by `drop()`; EventStoreDB, which has no
 * throwaway databases, a stream prefix, so the app sees only its own streams. Those streams stay
 * until the server goes (CI runs it in memory).
 */
export async function createTestEngines(): Promise<TestEngines> {
  if (!testEventStoreUrl || !testMongodbUrl)
    throw new Error('TEST_EVENTSTORE_URL and TEST_MONGODB_URL are not set');
  const name = `et_test_${randomBytes(6).toString('hex')}`;
  const mongodbUrl = withDatabase(testMongodbUrl, name);
  return {
    env: { EVENTSTORE_URL: testEventStoreUrl, EVENTSTORE_STREAM_PREFIX: name, MONGODB_URL: mongodbUrl },
    drop: async () => {
      const { MongoClient } = await import('mongodb');
      const client = new MongoClient(mongodbUrl);
      try {
        await client.db(name).dropDatabase();
      } finally {
        await client.close();
      }
    },
  };
}

/**
 * The connection string with `database` as its path, options kept. Not through `URL`: a
 * connection string may name several hosts (`mongodb://a:27017,b:27017/?replicaSet=rs0`).
 * Credentials keep authenticating where they did: the path is also the default `authSource`.
 */
export function withDatabase(connectionString: string, database: string): string {
  const match = /^([A-Za-z][A-Za-z0-9+.-]*:\/\/([^/?#]*))(?:\/([^?#]*))?(\?[^#]*)?(#.*)?$/.exec(
    connectionString,
  );
  if (!match) throw new Error(`not a connection string: ${connectionString}`);
  const [, base, authority = '', original = '', query = '', fragment = ''] = match;
  let options = query;
  if (authority.includes('@') && !/[?&]authSource=/i.test(query)) {
    const authSource = `authSource=${original || 'admin'}`;
    options = options ? `${options}&${authSource}` : `?${authSource}`;
  }
  return `${base}/${database}${options}${fragment}`;
}
