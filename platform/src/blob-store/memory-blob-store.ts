import { assertBlobName, type BlobStore, contentTypeOf, type StoredBlob } from './blob-store';

/** This process's memory, for `DATA_DIR=memory:` (tests, benchmarks): gone with the process. */
export class MemoryBlobStore implements BlobStore {
  private readonly blobs = new Map<string, Buffer>();

  async put(name: string, bytes: Buffer): Promise<void> {
    assertBlobName(name);
    this.blobs.set(name, Buffer.from(bytes));
  }

  async get(name: string): Promise<StoredBlob | null> {
    assertBlobName(name);
    const bytes = this.blobs.get(name);
    return bytes ? { bytes: Buffer.from(bytes), contentType: contentTypeOf(name) } : null;
  }

  async delete(name: string): Promise<boolean> {
    assertBlobName(name);
    return this.blobs.delete(name);
  }

  async list(): Promise<string[]> {
    return [...this.blobs.keys()].sort();
  }

  async close(): Promise<void> {}
}
