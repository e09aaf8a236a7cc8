import type { BusNotice } from '../bus/bus';
import { DDL_LOCK } from '../sql/ddl-lock';
import type { Queryable, SqlClient } from '../sql/sql-client';
import { CoalescedGets } from './coalesced-gets';
import {
  assertCollectionName,
  type Collection,
  type Document,
  type DocumentStore,
  type TransactionOptions,
} from './document-store';
import { INDEX_BUILD_TIMEOUT_MS, SqlCollection, TABLE_PREFIX, UPSERT_CHUNK } from './sql-collection';
import { adoptGinOptions, GIN_OPTIONS } from './sql-gin-options';
import { PATCH_MISSED, writeTogetherStatement } from './sql-write-together';
import {
  type CollectionWrites,
  type GuardedPatch,
  PatchMissed,
  writeAllOrNothingInTransaction,
  writeOneByOne,
} from './write-together';

/** Tables known to exist, per store; a transaction's store sees its parent's as well. */
interface Schema {
  created: Set<string>;
  parent?: Schema;
}

function known(schema: Schema | undefined, name: string): boolean {
  return schema !== undefined && (schema.created.has(name) || known(schema.parent, name));
}

/**
 * Documents as JSONB rows, one table per collection (`doc_<name>`). Equality filters use
 * containment (`@>`) so the GIN index serves them.
 */
export class SqlDocumentStore implements DocumentStore {
  /** Outside a transaction only: a transaction's statements run one after another anyway. */
  private readonly gets?: CoalescedGets;

  private constructor(
    private readonly client: SqlClient | undefined,
    private readonly db: Queryable,
    private readonly schema: Schema,
  ) {
    if (client) this.gets = new CoalescedGets(db);
  }

  static open(sql: SqlClient): SqlDocumentStore {
    return new SqlDocumentStore(sql, sql, { created: new Set() });
  }

  collection<T extends Document>(name: string): Collection<T> {
    assertCollectionName(name);
    return new SqlCollection<T>(this.db, name, () => this.ensureTable(name), this.client, this.gets);
  }

  async transaction<R>(work: (store: DocumentStore) => Promise<R>, options?: TransactionOptions): Promise<R> {
    if (!this.client) return work(this);
    // Tables created inside the transaction only count as existing once it has committed.
    const inner: Schema = { created: new Set(), parent: this.schema };
    const result = await this.client.transaction(
      (tx) => work(new SqlDocumentStore(undefined, tx, inner)),
      options,
    );
    for (const name of inner.created) this.schema.created.add(name);
    return result;
  }

  async dropCollection(name: string): Promise<void> {
    assertCollectionName(name);
    await this.db.query(`DROP TABLE IF EXISTS ${TABLE_PREFIX}${name}`);
    for (let schema: Schema | undefined = this.schema; schema; schema = schema.parent) {
      schema.created.delete(name);
    }
  }

  async listCollections(): Promise<string[]> {
    const result = await this.db.query<{ name: string }>(
      `SELECT substr(tablename, ${TABLE_PREFIX.length + 1}) AS name FROM pg_tables
       WHERE schemaname = current_schema() AND starts_with(tablename, '${TABLE_PREFIX}') ORDER BY tablename`,
    );
    return result.rows.map((row) => row.name);
  }

  /** One statement is atomic on its own, also outside a transaction. */
  readonly writesAtomically = true;

  async writeAllOrNothing(
    writes: readonly CollectionWrites[],
    patches: readonly GuardedPatch[],
    notice?: BusNotice,
  ): Promise<boolean> {
    if (writes.some((write) => write.upserts.length > UPSERT_CHUNK))
      return writeAllOrNothingInTransaction(this, writes, patches);
    // Only the bus of this very database hears what its statements notify.
    const carried = notice && notice.database === this.client ? notice : undefined;
    try {
      await this.writeTogether(writes, patches, { allOrNothing: true, notice: carried });
    } catch (error) {
      if ((error as Error).message?.includes(PATCH_MISSED)) throw new PatchMissed((error as Error).message);
      throw error;
    }
    return carried !== undefined;
  }

  async writeTogether(
    writes: readonly CollectionWrites[],
    patches: readonly GuardedPatch[],
    { allOrNothing = false, notice }: { allOrNothing?: boolean; notice?: BusNotice } = {},
  ): Promise<number[]> {
    const collections = [...writes, ...patches].map((write) => write.collection);
    for (const name of new Set(collections)) {
      assertCollectionName(name);
      await this.ensureTable(name);
    }
    const work = writes.filter((write) => write.upserts.length > 0 || write.deletes.length > 0);
    if (work.length === 0 && patches.length === 0 && !notice) return [];
    // More than one statement should carry: in chunks, as upsertMany writes them.
    if (work.some((write) => write.upserts.length > UPSERT_CHUNK)) return writeOneByOne(this, work, patches);
    const unique = work.map((write) => ({
      ...write,
      upserts: [...new Map(write.upserts.map((doc) => [String(doc.id), doc])).values()],
    }));
    const { text, params } = writeTogetherStatement((name) => `${TABLE_PREFIX}${name}`, unique, patches, {
      allOrNothing,
      notice,
    });
    const result = await this.db.query<Record<string, number>>(text, params, { prepare: false });
    return patches.map((_, i) => Number(result.rows[0]?.[`p${i}`] ?? 0));
  }

  async close(): Promise<void> {
    // The SQL client is shared with the event store; its owner closes it.
  }

  async beginBulkLoad(name: string): Promise<void> {
    assertCollectionName(name);
    if (!this.client) throw new Error('beginBulkLoad runs outside a transaction');
    await this.client.transaction((db) => createTable(db, name, { lookupIndex: false }));
    this.schema.created.add(name);
  }

  async endBulkLoad(name: string): Promise<void> {
    assertCollectionName(name);
    const client = this.client;
    if (!client) throw new Error('endBulkLoad runs outside a transaction');
    await client.transaction(
      async (db) => {
        // Built in one go, an index is much faster with room to sort in memory.
        if (client.kind === 'postgres') await db.query("SET LOCAL maintenance_work_mem = '256MB'");
        await createTable(db, name, { lookupIndex: true });
        // Fresh statistics, or the first queries plan as if the table were empty.
        await db.query(`ANALYZE ${TABLE_PREFIX}${name}`);
      },
      { timeoutMs: INDEX_BUILD_TIMEOUT_MS },
    );
    this.schema.created.add(name);
  }

  private async ensureTable(name: string): Promise<void> {
    if (known(this.schema, name)) return;
    const create = (db: Queryable) => createTable(db, name, { lookupIndex: true });
    // Inside a transaction the lock is held until it ends; outside, a short one of its own.
    if (this.client) await this.client.transaction(create);
    else await create(this.db);
    this.schema.created.add(name);
  }
}

/** The collection's table, and unless it is being bulk-loaded, the index its lookups use. */
async function createTable(db: Queryable, name: string, { lookupIndex }: { lookupIndex: boolean }) {
  const table = `${TABLE_PREFIX}${name}`;
  await db.query('SELECT pg_advisory_xact_lock($1)', [DDL_LOCK]);
  await db.query(`CREATE TABLE IF NOT EXISTS ${table} (id text PRIMARY KEY, data jsonb NOT NULL)`);
  if (!lookupIndex) return;
  const index = `${table}_data`;
  await db.query(
    `CREATE INDEX IF NOT EXISTS ${index} ON ${table} USING gin (data jsonb_path_ops) WITH (${GIN_OPTIONS})`,
  );
  await adoptGinOptions(db, index);
}
