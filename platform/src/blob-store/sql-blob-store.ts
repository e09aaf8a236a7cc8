import { DDL_LOCK } from '../sql/ddl-lock';
import type { SqlClient } from '../sql/sql-client';
import { assertBlobName, type BlobStore, contentTypeOf, type StoredBlob } from './blob-store';

const TABLE = 'blobs';

/** One row per blob in the database the events live in (PostgreSQL or PGlite). */
export class SqlBlobStore implements BlobStore {
  private constructor(private readonly sql: SqlClient) {}

  /** Creates the table under the DDL lock: instances starting together would race on it. */
  static async open(sql: SqlClient): Promise<SqlBlobStore> {
    await sql.transaction(async (db) => {
      await db.query('SELECT pg_advisory_xact_lock($1)', [DDL_LOCK]);
      await db.query(`
        CREATE TABLE IF NOT EXISTS ${TABLE} (
          name text PRIMARY KEY,
          bytes bytea NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now()
        )`);
    });
    return new SqlBlobStore(sql);
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    assertBlobName(name);
    await this.sql.query(
      `INSERT INTO ${TABLE} (name, bytes) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET bytes = excluded.bytes`,
      [name, bytes],
    );
  }

  async get(name: string): Promise<StoredBlob | null> {
    assertBlobName(name);
    const { rows } = await this.sql.query<{ bytes: Uint8Array }>(
      `SELECT bytes FROM ${TABLE} WHERE name = $1`,
      [name],
    );
    const row = rows[0];
    // pg answers a Buffer, PGlite a Uint8Array.
    return row ? { bytes: Buffer.from(row.bytes), contentType: contentTypeOf(name) } : null;
  }

  async delete(name: string): Promise<boolean> {
    assertBlobName(name);
    const { rows } = await this.sql.query(`DELETE FROM ${TABLE} WHERE name = $1 RETURNING name`, [name]);
    return rows.length > 0;
  }

  async list(): Promise<string[]> {
    const { rows } = await this.sql.query<{ name: string }>(`SELECT name FROM ${TABLE} ORDER BY name`);
    return rows.map((row) => row.name);
  }

  async close(): Promise<void> {
    // The SQL client is shared with the event store; its owner closes it.
  }
}
