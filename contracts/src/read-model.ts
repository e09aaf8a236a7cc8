/** What every read-model document has: its key (a type, not an interface, so any document is a record). */
export type ReadModelDocument = { id: string | number };

/**
 * A read model's logical name: lower-case letters, digits and `_`, short enough that a
 * generation's physical name (`users_g12`) still is a valid collection name.
 */
export const readModelNamePattern = /^[a-z][a-z0-9_]{0,50}$/;

declare const documentType: unique symbol;

/**
 * A read model (the documents a projection writes, under a logical name), declared once beside
 * its document type: `readModels.collection(tokenModels.energyTokens)` is a
 * `Collection<EnergyToken>`. The document type is there for the compiler only; a handle is made
 * by `readModel` and nothing else.
 */
export interface ReadModel<Doc extends ReadModelDocument> {
  readonly name: string;
  readonly [documentType]: Doc;
}

/** Any read model, whatever its documents (a projection's list of its collections). */
export type AnyReadModel = ReadModel<ReadModelDocument>;

/** Declares the read model `name` holding documents of type `Doc`. */
export function readModel<Doc extends ReadModelDocument>(name: string): ReadModel<Doc> {
  if (!readModelNamePattern.test(name)) throw new Error(`Invalid read model name: ${name}`);
  return Object.freeze({ name }) as ReadModel<Doc>;
}
