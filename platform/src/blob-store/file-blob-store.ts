import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertBlobName, type BlobStore, contentTypeOf, isBlobName, type StoredBlob } from './blob-store';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * One file per blob in a directory (embedded: `DATA_DIR/uploads`). A blob is written to a
 * temporary file and renamed, so a reader never sees half of one.
 */
export class FileBlobStore implements BlobStore {
  private constructor(private readonly dir: string) {}

  static async open(dir: string): Promise<FileBlobStore> {
    await mkdir(dir, { recursive: true });
    return new FileBlobStore(dir);
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(name);
    const partial = path.join(this.dir, `.${randomBytes(8).toString('hex')}.partial`);
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(name: string): Promise<StoredBlob | null> {
    try {
      return { bytes: await readFile(this.pathOf(name)), contentType: contentTypeOf(name) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(name: string): Promise<boolean> {
    try {
      await unlink(this.pathOf(name));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async list(): Promise<string[]> {
    return (await readdir(this.dir)).filter(isBlobName).sort();
  }

  async close(): Promise<void> {}

  /** Only a valid blob name (hex and one extension) becomes a path: it cannot leave the directory. */
  private pathOf(name: string): string {
    assertBlobName(name);
    return path.join(this.dir, name);
  }
}
