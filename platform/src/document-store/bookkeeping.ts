import { assertCollectionName, type Collection, type Document, type DocumentStore } from './document-store';

/**
 * A collection the machinery keeps for itself (projection states, read-model locations, session
 * activity), declared once with its document type. Unlike a read model it has no generations:
 * it is the store's collection of that name.
 */
export interface BookkeepingCollection<Doc extends Document> {
  readonly name: string;
  /** The collection in `store` (or in a transaction's store). */
  in(store: DocumentStore): Collection<Doc>;
}

export function bookkeepingCollection<Doc extends Document>(name: string): BookkeepingCollection<Doc> {
  assertCollectionName(name);
  return Object.freeze({ name, in: (store: DocumentStore) => store.collection<Doc>(name) });
}
