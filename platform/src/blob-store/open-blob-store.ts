import path from 'node:path';
import type { Config } from '../config';
import type { SqlClient } from '../sql/sql-client';
import type { BlobStore } from './blob-store';
import { FileBlobStore } from './file-blob-store';
import { MemoryBlobStore } from './memory-blob-store';
import { SqlBlobStore } from './sql-blob-store';

/**
 * Images live beside the read models: GridFS with MONGODB_URL, a table with DATABASE_URL,
 * else files in `DATA_DIR/uploads` (memory with `DATA_DIR=memory:`).
 */
export async function openBlobStore(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'mongodbUrl'>,
  sql: SqlClient | undefined,
): Promise<BlobStore> {
  if (config.mongodbUrl) {
    const { GridFsBlobStore } = await import('./gridfs-blob-store');
    return GridFsBlobStore.connect(config.mongodbUrl);
  }
  if (config.databaseUrl && sql) return SqlBlobStore.open(sql);
  if (config.dataDir.startsWith('memory:')) return new MemoryBlobStore();
  return FileBlobStore.open(path.join(config.dataDir, 'uploads'));
}
