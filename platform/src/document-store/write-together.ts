import type { Document, DocumentStore, Filter } from './document-store';

/** One collection's writes of a batch: documents written whole, ids deleted (each id once). */
export interface CollectionWrites {
  collection: string;
  upserts: readonly Document[];
  deletes: readonly string[];
}

/** A patch that tells how many documents it changed (a checkpoint moves only from where it was). */
export interface GuardedPatch {
  collection: string;
  filter: Filter;
  patch: Record<string, unknown>;
}

/**
 * Thrown by a buffer-only write-behind store when the work needs to write before its end (a
 * query after a write, `updateMany`, `deleteMany`): nothing was written, so the work can start
 * over inside a transaction.
 */
export class NeedsTransaction extends Error {
  override name = 'NeedsTransaction';
}

/** An all-or-nothing `writeTogether` whose patch changed another number of documents: nothing was written. */
export class PatchMissed extends Error {
  override name = 'PatchMissed';
}

/** `writeTogether` for stores that cannot do it in one go: in order, writes before patches. */
export async function writeOneByOne(
  store: DocumentStore,
  writes: readonly CollectionWrites[],
  patches: readonly GuardedPatch[],
): Promise<number[]> {
  for (const { collection, upserts, deletes } of writes) {
    await store.collection(collection).upsertMany(upserts);
    await store.collection(collection).deleteIds(deletes);
  }
  const changed: number[] = [];
  for (const { collection, filter, patch } of patches)
    changed.push(await store.collection(collection).updateMany(filter, patch));
  return changed;
}

/** `writeAllOrNothing` for stores that are not atomic without one: in a transaction, where they have one. */
export async function writeAllOrNothingInTransaction(
  store: DocumentStore,
  writes: readonly CollectionWrites[],
  patches: readonly GuardedPatch[],
): Promise<false> {
  await store.transaction(async (tx) => {
    const changed = await tx.writeTogether(writes, patches);
    if (changed.some((count) => count !== 1)) throw new PatchMissed('a patch changed no document or several');
  });
  // A notice is not carried: the caller sends it.
  return false;
}
