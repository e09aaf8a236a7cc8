import { type Db, MongoClient, type Filter as MongoFilter } from 'mongodb';
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

const PREFIX = 'doc_';

interface Stored {
  _id: string;
  [key: string]: unknown;
}

/**
 * MongoDB. Documents keep their fields; `_id` is the id as text and never leaves the adapter.
 * Transactions need a replica set, so `transaction` runs the work in order; projections are
 * idempotent, so a batch applied twice after a crash changes nothing.
 */
export class MongoDocumentStore implements DocumentStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  static async connect(url: string): Promise<MongoDocumentStore> {
    const client = new MongoClient(url);
    await client.connect();
    return new MongoDocumentStore(client, client.db());
  }

  collection<T extends Document>(name: string): Collection<T> {
    assertCollectionName(name);
    return new MongoCollection<T>(this.db, `${PREFIX}${name}`);
  }

  async transaction<R>(work: (store: DocumentStore) => Promise<R>): Promise<R> {
    return work(this);
  }

  async dropCollection(name: string): Promise<void> {
    assertCollectionName(name);
    await this.db
      .collection(`${PREFIX}${name}`)
      .drop()
      .catch(() => false);
  }

  async listCollections(): Promise<string[]> {
    const collections = await this.db.listCollections({}, { nameOnly: true }).toArray();
    return collections
      .map((c) => c.name)
      .filter((name) => name.startsWith(PREFIX))
      .map((name) => name.slice(PREFIX.length))
      .sort();
  }

  async close(): Promise<void> {
    await this.client.close();
  }
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
  constructor(
    private readonly db: Db,
    private readonly name: string,
  ) {}

  private get collection() {
    return this.db.collection<Stored>(this.name);
  }

  async get(id: T['id']): Promise<T | null> {
    return strip<T>(await this.collection.findOne({ _id: String(id) }));
  }

  async upsert(doc: T): Promise<void> {
    await this.collection.replaceOne(
      { _id: String(doc.id) },
      { ...(doc as Record<string, unknown>) },
      { upsert: true },
    );
  }

  async update(id: T['id'], patch: Partial<T>): Promise<boolean> {
    const { id: _ignored, ...fields } = patch as Record<string, unknown>;
    for (const field of Object.keys(fields)) assertFieldName(field);
    if (Object.keys(fields).length === 0)
      return (await this.collection.countDocuments({ _id: String(id) })) > 0;
    const result = await this.collection.updateOne({ _id: String(id) }, { $set: fields });
    return result.matchedCount > 0;
  }

  async updateMany(filter: Filter, patch: Partial<T>): Promise<number> {
    const { id: _ignored, ...fields } = patch as Record<string, unknown>;
    for (const field of Object.keys(fields)) assertFieldName(field);
    if (Object.keys(fields).length === 0) return this.collection.countDocuments(toMongoFilter(filter));
    return (await this.collection.updateMany(toMongoFilter(filter), { $set: fields })).matchedCount;
  }

  async ensureSortIndex(field: string): Promise<void> {
    assertFieldName(field);
    await this.collection.createIndex({ [field]: 1, id: 1, _id: 1 });
    await this.collection.createIndex({ [field]: -1, id: 1, _id: 1 });
  }

  async delete(id: T['id']): Promise<boolean> {
    return (await this.collection.deleteOne({ _id: String(id) })).deletedCount > 0;
  }

  async deleteMany(filter: Filter): Promise<number> {
    return (await this.collection.deleteMany(toMongoFilter(filter))).deletedCount;
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const sort: Record<string, 1 | -1> = {};
    for (const [field, direction] of Object.entries(options.sort ?? {})) {
      assertFieldName(field);
      sort[field] = direction;
    }
    // Ties by the document's id (numbers as numbers), then by the key, as the SQL adapter does.
    sort.id ??= 1;
    sort._id = 1;
    let cursor = this.collection.find(toMongoFilter(filter, options.search)).sort(sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()).map((doc) => strip<T>(doc)!);
  }

  async count(filter: Filter = {}, search?: Search): Promise<number> {
    return this.collection.countDocuments(toMongoFilter(filter, search));
  }
}
