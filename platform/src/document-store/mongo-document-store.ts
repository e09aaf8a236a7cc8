import { type ClientSession, type Db, MongoClient, type Filter as MongoFilter } from 'mongodb';
import {
  assertCollectionName,
  assertFieldName,
  type Collection,
  type Document,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type Search,
} from './document-store';
import { keysetFilter } from './mongo-keyset';
import {
  type CollectionWrites,
  type GuardedPatch,
  writeAllOrNothingInTransaction,
  writeOneByOne,
} from './write-together';

const PREFIX = 'doc_';

interface Stored {
  _id: string;
  [key: string]: unknown;
}

/**
 * MongoDB. Documents keep their fields; `_id` is the id as text and never leaves the adapter.
 * Fields set to `undefined` are left out, as JSON (and so the JSONB adapter) leaves them out.
 *
 * `transaction` is a real multi-document transaction when the server has them (a replica set or
 * a sharded cluster, found out by `hello` at connect): the work then runs in one session, and
 * the driver may run it again after a transient error, so it must be repeatable and must not run
 * operations in parallel. A standalone server has no transactions: the work runs in order, one
 * step after the other (`atomic` is false), and callers keep their state correct by idempotent
 * steps and a pointer written last.
 */
export class MongoDocumentStore implements DocumentStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    /** Whether `transaction` is atomic on this server. */
    readonly atomic: boolean,
    private readonly session?: ClientSession,
  ) {}

  static async connect(url: string): Promise<MongoDocumentStore> {
    const client = new MongoClient(url, { ignoreUndefined: true });
    await client.connect();
    const db = client.db();
    return new MongoDocumentStore(client, db, supportsTransactions(await db.admin().command({ hello: 1 })));
  }

  collection<T extends Document>(name: string): Collection<T> {
    assertCollectionName(name);
    return new MongoCollection<T>(this.db, `${PREFIX}${name}`, this.session);
  }

  async transaction<R>(work: (store: DocumentStore) => Promise<R>): Promise<R> {
    // Nested, or without transactions: the steps run in order on this store.
    if (this.session || !this.atomic) return work(this);
    return this.client.withSession(async (session) => {
      const inSession = new MongoDocumentStore(this.client, this.db, true, session);
      let result: R | undefined;
      await session.withTransaction(async () => {
        result = await work(inSession);
      });
      return result as R;
    });
  }

  async dropCollection(name: string): Promise<void> {
    assertCollectionName(name);
    await this.db
      .collection(`${PREFIX}${name}`)
      .drop()
      .catch(() => false);
  }

  async beginBulkLoad(name: string): Promise<void> {
    assertCollectionName(name); // only the _id index, which every write needs anyway
  }

  async endBulkLoad(name: string): Promise<void> {
    assertCollectionName(name);
  }

  async listCollections(): Promise<string[]> {
    const collections = await this.db.listCollections({}, { nameOnly: true }).toArray();
    return collections
      .map((c) => c.name)
      .filter((name) => name.startsWith(PREFIX))
      .map((name) => name.slice(PREFIX.length))
      .sort();
  }

  writeTogether(writes: readonly CollectionWrites[], patches: readonly GuardedPatch[]): Promise<number[]> {
    return writeOneByOne(this, writes, patches);
  }

  readonly writesAtomically = false;

  writeAllOrNothing(writes: readonly CollectionWrites[], patches: readonly GuardedPatch[]): Promise<boolean> {
    return writeAllOrNothingInTransaction(this, writes, patches);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

/** Replica set members and mongos routers have transactions; a standalone server has none. */
export function supportsTransactions(hello: Record<string, unknown>): boolean {
  return typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
}

/** Top-level fields without those set to `undefined`, checked as field names. */
function definedFields(patch: Record<string, unknown>): Record<string, unknown> {
  const { id: _ignored, ...fields } = patch;
  for (const field of Object.keys(fields)) assertFieldName(field);
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

const operators = new Set(['$in', '$ne', '$gt', '$gte', '$lt', '$lte', '$has']);

/**
 * Our filter in MongoDB's terms. Field names must be identifiers and only the port's operators
 * pass, so a filter built from input can never carry `$where`, `$regex` or a dotted path.
 */
function toMongoFilter(filter: Filter, search?: Search): MongoFilter<Stored> {
  const result: Record<string, unknown> = {};
  for (const [field, condition] of Object.entries(filter)) {
    assertFieldName(field);
    if (condition === null || typeof condition !== 'object') {
      result[field] = condition;
      continue;
    }
    const entries = Object.entries(condition);
    if (Array.isArray(condition) || entries.length === 0)
      throw new Error(`Invalid condition for field ${field}`);
    const mongoCondition: Record<string, unknown> = {};
    for (const [operator, operand] of entries) {
      if (!operators.has(operator)) throw new Error(`Unsupported filter operator ${operator}`);
      if (operator === '$in' && !Array.isArray(operand)) throw new Error(`$in on ${field} needs an array`);
      if (operator === '$has') mongoCondition.$elemMatch = { $eq: operand };
      else mongoCondition[operator] = operand;
    }
    result[field] = mongoCondition;
  }
  if (search && search.term.trim() !== '' && search.fields.length > 0) {
    const pattern = new RegExp(search.term.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
    result.$or = search.fields.map((field) => {
      assertFieldName(field);
      return { [field]: pattern };
    });
  }
  return result as MongoFilter<Stored>;
}

function strip<T>(stored: Stored | null): T | null {
  if (!stored) return null;
  const { _id, ...doc } = stored;
  return doc as T;
}

class MongoCollection<T extends Document> implements Collection<T> {
  private readonly options: { session?: ClientSession };

  constructor(
    private readonly db: Db,
    private readonly name: string,
    session?: ClientSession,
  ) {
    this.options = session ? { session } : {};
  }

  private get collection() {
    return this.db.collection<Stored>(this.name);
  }

  async get(id: T['id']): Promise<T | null> {
    return strip<T>(await this.collection.findOne({ _id: String(id) }, this.options));
  }

  async getMany(ids: ReadonlyArray<T['id']>): Promise<T[]> {
    if (ids.length === 0) return [];
    const found = await this.collection
      .find({ _id: { $in: [...new Set(ids.map(String))] } }, this.options)
      .toArray();
    return found.map((doc) => strip<T>(doc)!);
  }

  async upsert(doc: T): Promise<void> {
    await this.collection.replaceOne(
      { _id: String(doc.id) },
      { ...(doc as Record<string, unknown>) },
      { upsert: true, ...this.options },
    );
  }

  async upsertMany(docs: readonly T[]): Promise<void> {
    if (docs.length === 0) return;
    // Ordered: for a repeated id the last one wins, as with the SQL adapter.
    await this.collection.bulkWrite(
      docs.map((doc) => ({
        replaceOne: {
          filter: { _id: String(doc.id) },
          replacement: { ...(doc as Record<string, unknown>) },
          upsert: true,
        },
      })),
      { ordered: true, ...this.options },
    );
  }

  async deleteIds(ids: ReadonlyArray<T['id']>): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.collection.deleteMany({ _id: { $in: ids.map(String) } }, this.options);
    return result.deletedCount;
  }

  async update(id: T['id'], patch: Partial<T>): Promise<boolean> {
    const fields = definedFields(patch as Record<string, unknown>);
    if (Object.keys(fields).length === 0)
      return (await this.collection.countDocuments({ _id: String(id) }, this.options)) > 0;
    const result = await this.collection.updateOne({ _id: String(id) }, { $set: fields }, this.options);
    return result.matchedCount > 0;
  }

  async updateMany(filter: Filter, patch: Partial<T>): Promise<number> {
    const fields = definedFields(patch as Record<string, unknown>);
    const mongoFilter = toMongoFilter(filter);
    if (Object.keys(fields).length === 0) return this.collection.countDocuments(mongoFilter, this.options);
    return (await this.collection.updateMany(mongoFilter, { $set: fields }, this.options)).matchedCount;
  }

  async ensureSearchIndex(field: string): Promise<void> {
    // A regular expression with a leading wildcard reads every document whatever the index.
    assertFieldName(field);
  }

  async ensureSortIndex(field: string): Promise<void> {
    assertFieldName(field);
    await this.collection.createIndex({ [field]: 1, id: 1, _id: 1 }, this.options);
    await this.collection.createIndex({ [field]: -1, id: 1, _id: 1 }, this.options);
  }

  async delete(id: T['id']): Promise<boolean> {
    return (await this.collection.deleteOne({ _id: String(id) }, this.options)).deletedCount > 0;
  }

  async deleteMany(filter: Filter): Promise<number> {
    return (await this.collection.deleteMany(toMongoFilter(filter), this.options)).deletedCount;
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const sort: Record<string, 1 | -1> = {};
    for (const [field, direction] of Object.entries(options.sort ?? {})) {
      assertFieldName(field);
      sort[field] = direction;
    }
    const filtered = toMongoFilter(filter, options.search);
    const mongoFilter = options.after
      ? ({ $and: [filtered, keysetFilter(sort, options.after)] } as MongoFilter<Stored>)
      : filtered;
    // MongoDB reads limit 0 as "no limit"; the port means none, as SQL's LIMIT 0 does.
    if (options.limit === 0) return [];
    // Ties by the document's id (numbers as numbers), then by the key, as the SQL adapter does.
    sort.id ??= 1;
    sort._id = 1;
    let cursor = this.collection.find(mongoFilter, this.options).sort(sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()).map((doc) => strip<T>(doc)!);
  }

  async count(filter: Filter = {}, search?: Search): Promise<number> {
    return this.collection.countDocuments(toMongoFilter(filter, search), this.options);
  }

  async findPage(filter: Filter, options: FindOptions): Promise<{ items: T[]; total: number }> {
    const [items, total] = await Promise.all([
      this.find(filter, options),
      this.count(filter, options.search),
    ]);
    return { items, total };
  }
}
