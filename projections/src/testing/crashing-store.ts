import {
  type Collection,
  type CollectionWrites,
  type Document,
  type DocumentStore,
  type GuardedPatch,
  writeAllOrNothingInTransaction,
  writeOneByOne,
} from '@et/platform';

export class SimulatedCrash extends Error {
  override name = 'SimulatedCrash';
}

/**
 * A document store as MongoDB without a replica set has it: `transaction` runs the steps one
 * after another, nothing is rolled back. After `writesBeforeCrash` writes the process "dies":
 * every further write throws, so the writes that made it are exactly what a restart finds.
 */
export class CrashingStore implements DocumentStore {
  writes = 0;

  constructor(
    private readonly inner: DocumentStore,
    private readonly writesBeforeCrash = Number.POSITIVE_INFINITY,
  ) {}

  get crashed(): boolean {
    return this.writes >= this.writesBeforeCrash;
  }

  collection<T extends Document>(name: string): Collection<T> {
    const inner = this.inner.collection<T>(name);
    const write =
      <A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        this.beforeWrite();
        return method.apply(inner, args);
      };
    return {
      get: (id) => inner.get(id),
      getMany: (ids) => inner.getMany(ids),
      find: (filter, options) => inner.find(filter, options),
      count: (filter, search) => inner.count(filter, search),
      findPage: (filter, options) => inner.findPage(filter, options),
      ensureSortIndex: (field) => inner.ensureSortIndex(field),
      ensureSearchIndex: (field) => inner.ensureSearchIndex(field),
      upsert: write(inner.upsert),
      upsertMany: write(inner.upsertMany),
      update: write(inner.update),
      updateMany: write(inner.updateMany),
      delete: write(inner.delete),
      deleteIds: write(inner.deleteIds),
      deleteMany: write(inner.deleteMany),
    };
  }

  transaction<R>(work: (store: DocumentStore) => Promise<R>): Promise<R> {
    return work(this);
  }

  /** One by one through this store, so a crash can hit between any two of the writes. */
  writeTogether(writes: readonly CollectionWrites[], patches: readonly GuardedPatch[]): Promise<number[]> {
    return writeOneByOne(this, writes, patches);
  }

  readonly writesAtomically = false;

  writeAllOrNothing(writes: readonly CollectionWrites[], patches: readonly GuardedPatch[]): Promise<boolean> {
    return writeAllOrNothingInTransaction(this, writes, patches);
  }

  async dropCollection(name: string): Promise<void> {
    this.beforeWrite();
    await this.inner.dropCollection(name);
  }

  async beginBulkLoad(name: string): Promise<void> {
    this.beforeWrite();
    await this.inner.beginBulkLoad(name);
  }

  async endBulkLoad(name: string): Promise<void> {
    this.beforeWrite();
    await this.inner.endBulkLoad(name);
  }

  listCollections(): Promise<string[]> {
    return this.inner.listCollections();
  }

  async close(): Promise<void> {}

  private beforeWrite(): void {
    if (this.crashed) throw new SimulatedCrash(`crashed after ${this.writes} writes`);
    this.writes++;
  }
}
