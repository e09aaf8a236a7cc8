import {
  assertFieldName,
  type Collection,
  type Document,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type Search,
} from './document-store';
import { jsonCopy } from './json-copy';
import {
  type CollectionWrites,
  type GuardedPatch,
  NeedsTransaction,
  writeAllOrNothingInTransaction,
  writeOneByOne,
} from './write-together';

const DELETED = Symbol('deleted');
type Pending<T> = T | typeof DELETED;

/**
 * The ids written so far into collections that started empty and that nobody else writes (a
 * rebuild's new generation), across batches: an id not among them has no document.
 */
export class WrittenIds {
  private readonly byCollection = new Map<string, Set<string>>();

  of(collection: string): Set<string> {
    const ids = this.byCollection.get(collection) ?? new Set<string>();
    this.byCollection.set(collection, ids);
    return ids;
  }
}

/**
 * Write-behind over a transaction's store: writes are kept in memory (and read back from there)
 * and reach the store at `flush`, one multi-row upsert per collection. A batch of events that
 * writes the same documents again and again (a replay, a burst of commands) costs a few
 * statements instead of one per write. Queries over many documents (find, count, updateMany,
 * deleteMany) first flush their collection, so they see every write before them.
 */
export class WriteBehindStore implements DocumentStore {
  private readonly collections = new Map<string, BufferedCollection<Document>>();

  constructor(
    private readonly store: DocumentStore,
    /** Given when every collection written here started empty in this store's hands. */
    private readonly written?: WrittenIds,
    /**
     * Never writes before `takeWrites`: work that would (a query after a write, `updateMany`,
     * `deleteMany`) throws `NeedsTransaction` instead, with nothing written. Over a store
     * outside a transaction, the caller then writes everything in one atomic statement.
     */
    private readonly bufferOnly = false,
  ) {}

  collection<T extends Document>(name: string): Collection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new BufferedCollection(
        this.store.collection(name),
        this.written?.of(name),
        this.bufferOnly,
      );
      this.collections.set(name, collection);
    }
    return collection as unknown as Collection<T>;
  }

  /** Writes everything kept so far. Call before the transaction commits. */
  async flush(): Promise<void> {
    for (const collection of this.collections.values()) await collection.flush();
  }

  /**
   * Everything kept so far, for the caller to write (with other stores' writes, in one go);
   * from here on it reads as written.
   */
  takeWrites(): CollectionWrites[] {
    return [...this.collections].map(([collection, buffered]) => ({ collection, ...buffered.takeWrites() }));
  }

  writeTogether(writes: readonly CollectionWrites[], patches: readonly GuardedPatch[]): Promise<number[]> {
    return writeOneByOne(this, writes, patches);
  }

  readonly writesAtomically = false;

  writeAllOrNothing(writes: readonly CollectionWrites[], patches: readonly GuardedPatch[]): Promise<boolean> {
    return writeAllOrNothingInTransaction(this, writes, patches);
  }

  /** Whether anything was written (or asked to be) through this store: a batch that changed nothing. */
  get wroteAnything(): boolean {
    for (const collection of this.collections.values()) if (collection.wrote) return true;
    return false;
  }

  transaction<R>(work: (store: DocumentStore) => Promise<R>): Promise<R> {
    return work(this);
  }

  async dropCollection(name: string): Promise<void> {
    this.collections.delete(name);
    await this.store.dropCollection(name);
  }

  beginBulkLoad(name: string): Promise<void> {
    return this.store.beginBulkLoad(name);
  }

  endBulkLoad(name: string): Promise<void> {
    return this.store.endBulkLoad(name);
  }

  async listCollections(): Promise<string[]> {
    await this.flush();
    return this.store.listCollections();
  }

  async close(): Promise<void> {
    // The underlying store belongs to the caller.
  }
}

class BufferedCollection<T extends Document> implements Collection<T> {
  /** By `String(id)`: the document as it will be written, or its deletion. */
  private readonly pending = new Map<string, Pending<T>>();
  /** By `String(id)`: documents as read from the store (null: none), while nothing changed them. */
  private readonly read = new Map<string, T | null>();
  /** Set by every write call, whatever it changed. */
  wrote = false;

  constructor(
    private readonly inner: Collection<T>,
    /** Every id this collection may hold (a superset), when that is known. */
    private readonly written?: Set<string>,
    private readonly bufferOnly = false,
  ) {}

  /** Work that must reach the store now: refused in buffer-only mode, before anything is written. */
  private direct(): void {
    if (this.bufferOnly) throw new NeedsTransaction('this work writes before the end of the batch');
  }

  async get(id: T['id']): Promise<T | null> {
    const pending = this.pending.get(String(id));
    if (pending === DELETED) return null;
    if (pending) return jsonCopy(pending);
    const key = String(id);
    if (this.written && !this.written.has(key)) return null;
    if (!this.read.has(key)) this.read.set(key, await this.inner.get(id));
    const doc = this.read.get(key);
    return doc ? jsonCopy(doc) : null;
  }

  /** Reads the ones not known yet in one statement; later `get`s and `update`s find them here. */
  async getMany(ids: ReadonlyArray<T['id']>): Promise<T[]> {
    const keys = [...new Set(ids.map(String))];
    const unknown = keys.filter(
      (key) => !this.pending.has(key) && !this.read.has(key) && (!this.written || this.written.has(key)),
    );
    if (unknown.length > 0) {
      const found = new Map((await this.inner.getMany(unknown)).map((doc) => [String(doc.id), doc]));
      for (const key of unknown) this.read.set(key, found.get(key) ?? null);
    }
    const docs: T[] = [];
    for (const key of keys) {
      const pending = this.pending.get(key);
      const doc = pending === DELETED ? null : (pending ?? this.read.get(key));
      if (doc) docs.push(jsonCopy(doc));
    }
    return docs;
  }

  async upsert(doc: T): Promise<void> {
    this.wrote = true;
    this.written?.add(String(doc.id));
    // As it will be stored (a field set to undefined is no field), and no longer the caller's.
    this.pending.set(String(doc.id), jsonCopy(doc));
  }

  async upsertMany(docs: readonly T[]): Promise<void> {
    for (const doc of docs) await this.upsert(doc);
  }

  async update(id: T['id'], patch: Partial<T>): Promise<boolean> {
    this.wrote = true;
    const key = String(id);
    const pending = this.pending.get(key);
    if (pending === DELETED || (this.written && !this.written.has(key))) return false;
    const current = pending ?? this.read.get(key);
    // Never read and nothing kept for it: the store merges it now, in the order of the writes
    // (buffer-only: read first, then kept like the rest).
    if (current === undefined && this.bufferOnly)
      return (await this.get(id)) !== null && this.update(id, patch);
    if (current === undefined) return this.inner.update(id, patch);
    if (current === null) return false;
    const { id: _ignored, ...fields } = jsonCopy(patch);
    for (const field of Object.keys(fields)) assertFieldName(field);
    this.pending.set(key, { ...current, ...fields });
    return true;
  }

  async updateMany(filter: Filter, patch: Partial<T>): Promise<number> {
    this.direct();
    this.wrote = true;
    await this.flush();
    this.read.clear();
    return this.inner.updateMany(filter, patch);
  }

  async delete(id: T['id']): Promise<boolean> {
    this.wrote = true;
    const existed = (await this.get(id)) !== null;
    if (existed) this.pending.set(String(id), DELETED);
    return existed;
  }

  async deleteIds(ids: ReadonlyArray<T['id']>): Promise<number> {
    let count = 0;
    for (const id of ids) if (await this.delete(id)) count++;
    return count;
  }

  async deleteMany(filter: Filter): Promise<number> {
    this.direct();
    this.wrote = true;
    await this.flush();
    this.read.clear();
    return this.inner.deleteMany(filter);
  }

  async find(filter?: Filter, options?: FindOptions): Promise<T[]> {
    await this.flush();
    return this.inner.find(filter, options);
  }

  async count(filter?: Filter, search?: Search): Promise<number> {
    await this.flush();
    return this.inner.count(filter, search);
  }

  async findPage(filter: Filter, options: FindOptions): Promise<{ items: T[]; total: number }> {
    await this.flush();
    return this.inner.findPage(filter, options);
  }

  async ensureSortIndex(field: string): Promise<void> {
    await this.inner.ensureSortIndex(field);
  }

  async ensureSearchIndex(field: string): Promise<void> {
    await this.inner.ensureSearchIndex(field);
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    this.direct();
    const { upserts, deletes } = this.takeWrites();
    await this.inner.upsertMany(upserts);
    await this.inner.deleteIds(deletes);
  }

  takeWrites(): { upserts: T[]; deletes: string[] } {
    const upserts: T[] = [];
    const deletes: string[] = [];
    for (const [id, pending] of this.pending) {
      if (pending === DELETED) deletes.push(id);
      else upserts.push(pending);
      // What is written is what a later read finds.
      this.read.set(id, pending === DELETED ? null : pending);
    }
    this.pending.clear();
    return { upserts, deletes };
  }
}
