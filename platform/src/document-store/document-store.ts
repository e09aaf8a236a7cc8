import type { BusNotice } from '../bus/bus';
import type { CollectionWrites, GuardedPatch } from './write-together';

export type Scalar = string | number | boolean | null;

export type FieldCondition =
  | Scalar
  | { $in: Scalar[] }
  | { $ne: Scalar }
  | { $gt: Scalar }
  | { $gte: Scalar }
  | { $lt: Scalar }
  | { $lte: Scalar }
  /** The field is an array holding this value. */
  | { $has: Scalar };

/** Conditions on top-level fields, all of which must hold. */
export type Filter = Record<string, FieldCondition>;

export interface Search {
  /** Top-level string fields to look in. */
  fields: string[];
  /** Matched case-insensitively as a substring. */
  term: string;
}

export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  limit?: number;
  skip?: number;
  search?: Search;
  /**
   * Keyset paging: only the documents that come after this one in the order of `sort` (ties by
   * id): the values of its sort fields and its `id`, e.g. the last row of the page before. Any
   * page found this way costs what the first does; `skip` grows with the rows it passes.
   */
  after?: Record<string, Scalar>;
}

export interface Document {
  id: string | number;
}

/** A collection of JSON documents keyed by `id`. */
export interface Collection<T extends Document> {
  get(id: T['id']): Promise<T | null>;
  /** The documents with these ids that exist, in no particular order: one round trip. */
  getMany(ids: ReadonlyArray<T['id']>): Promise<T[]>;
  /** Inserts or replaces the whole document. */
  upsert(doc: T): Promise<void>;
  /** Inserts or replaces many documents at once (the last one wins for a repeated id). */
  upsertMany(docs: readonly T[]): Promise<void>;
  /** Merges top-level fields into an existing document; false when there is none. */
  update(id: T['id'], patch: Partial<T>): Promise<boolean>;
  /** Merges top-level fields into every document matching `filter`; the number changed. */
  updateMany(filter: Filter, patch: Partial<T>): Promise<number>;
  delete(id: T['id']): Promise<boolean>;
  /** Deletes the documents with these ids; the number deleted. */
  deleteIds(ids: ReadonlyArray<T['id']>): Promise<number>;
  deleteMany(filter: Filter): Promise<number>;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  count(filter?: Filter, search?: Search): Promise<number>;
  /**
   * What `find` returns, and how many documents match the filter and the search whatever the
   * page (`skip`, `limit`, `after`): a list's page and its total, in one round trip where the
   * store can.
   */
  findPage(filter: Filter, options: FindOptions): Promise<{ items: T[]; total: number }>;
  /** Makes `find` sorted by `field` (either direction, ties by id) fast on large collections. */
  ensureSortIndex(field: string): Promise<void>;
  /** Makes `search` over `field` fast on large collections where the store can (PostgreSQL). */
  ensureSearchIndex(field: string): Promise<void>;
}

export interface TransactionOptions {
  /**
   * Time limit of each statement, when the work is not a request's (a projection batch writing
   * many documents); requests keep the store's own limit so an outage answers 503 quickly.
   */
  timeoutMs?: number;
}

/** The read-model store port. Adapters: PostgreSQL JSONB (PGlite, server) and MongoDB. */
export interface DocumentStore {
  collection<T extends Document>(name: string): Collection<T>;
  /** Runs `work` atomically where the engine can (SQL); elsewhere in order, one by one. */
  transaction<R>(work: (store: DocumentStore) => Promise<R>, options?: TransactionOptions): Promise<R>;
  dropCollection(name: string): Promise<void>;
  /**
   * For a collection that is filled in bulk before anyone reads it (a rebuild's new generation):
   * `beginBulkLoad` creates it without the indexes its lookups use, `endBulkLoad` builds them once,
   * instead of keeping them up on every write. Lookups in between are slow but correct.
   */
  beginBulkLoad(name: string): Promise<void>;
  endBulkLoad(name: string): Promise<void>;
  listCollections(): Promise<string[]>;
  /**
   * Writes several collections and applies the patches, in as few round trips as the engine can
   * (SQL: one statement; elsewhere one by one, writes before patches). Per patch, how many
   * documents it changed. A projection batch's writes and checkpoints go this way.
   */
  writeTogether(writes: readonly CollectionWrites[], patches: readonly GuardedPatch[]): Promise<number[]>;
  /**
   * True when the store can write together atomically without a transaction (SQL, one
   * statement): `writeAllOrNothing` then writes everything, or nothing when a patch does not
   * change exactly one document (it throws `PatchMissed`). A `notice` for the bus goes with the
   * write where the store is the bus's database (delivered at the commit): true when it went.
   */
  readonly writesAtomically: boolean;
  writeAllOrNothing(
    writes: readonly CollectionWrites[],
    patches: readonly GuardedPatch[],
    notice?: BusNotice,
  ): Promise<boolean>;
  close(): Promise<void>;
}

export const collectionNamePattern = /^[a-z][a-z0-9_]{0,62}$/;

export function assertCollectionName(name: string): void {
  if (!collectionNamePattern.test(name)) throw new Error(`Invalid collection name: ${name}`);
}

export const fieldNamePattern = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export function assertFieldName(name: string): void {
  if (!fieldNamePattern.test(name)) throw new Error(`Invalid field name: ${name}`);
}

export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
