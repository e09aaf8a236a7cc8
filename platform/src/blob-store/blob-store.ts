import { randomBytes } from 'node:crypto';
import { type ImageExtension, imageContentTypes, imageNamePattern } from '@et/contracts';

/** An uploaded image as stored: its bytes and the content type its name's extension stands for. */
export interface StoredBlob {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded images live: files in DATA_DIR, a PostgreSQL table or MongoDB GridFS. A blob is
 * written once under a random name and never changed, so it can be cached for good. Every
 * method refuses a name that is not such a random name (`InvalidBlobNameError`), so nothing
 * from outside (`../`, a slash, NUL) can reach a path or a query.
 */
export interface BlobStore {
  put(name: string, bytes: Buffer): Promise<void>;
  get(name: string): Promise<StoredBlob | null>;
  /** False when there was nothing under the name. */
  delete(name: string): Promise<boolean>;
  /** Every stored name, sorted (to clear images no longer referenced). */
  list(): Promise<string[]>;
  close(): Promise<void>;
}

export class InvalidBlobNameError extends Error {
  constructor(name: string) {
    super(`not a blob name: ${JSON.stringify(name.slice(0, 80))}`);
    this.name = 'InvalidBlobNameError';
  }
}

export function isBlobName(name: string): boolean {
  return imageNamePattern.test(name);
}

export function assertBlobName(name: string): void {
  if (typeof name !== 'string' || !isBlobName(name)) throw new InvalidBlobNameError(String(name));
}

/** A fresh random name (128 bits) with the extension of the stored format. */
export function newBlobName(extension: ImageExtension): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

export function contentTypeOf(name: string): string {
  assertBlobName(name);
  return imageContentTypes[name.slice(name.lastIndexOf('.') + 1) as ImageExtension];
}
