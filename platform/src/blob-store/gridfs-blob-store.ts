import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, MongoClient } from 'mongodb';
import { assertBlobName, type BlobStore, contentTypeOf, type StoredBlob } from './blob-store';

const BUCKET = 'blobs';

/** MongoDB GridFS (bucket `blobs`), beside the read models. */
export class GridFsBlobStore implements BlobStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly bucket: GridFSBucket,
  ) {}

  static async connect(url: string): Promise<GridFsBlobStore> {
    const client = new MongoClient(url);
    await client.connect();
    return new GridFsBlobStore(client, new GridFSBucket(client.db(), { bucketName: BUCKET }));
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    assertBlobName(name);
    // GridFS allows several files of one name: the old ones go once the new one is complete.
    const previous = await this.idsOf(name);
    await pipeline(Readable.from([bytes]), this.bucket.openUploadStream(name));
    for (const id of previous) await this.bucket.delete(id);
  }

  async get(name: string): Promise<StoredBlob | null> {
    assertBlobName(name);
    const [file] = await this.bucket.find({ filename: name }).sort({ uploadDate: -1 }).limit(1).toArray();
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of this.bucket.openDownloadStream(file._id)) chunks.push(chunk as Buffer);
    return { bytes: Buffer.concat(chunks), contentType: contentTypeOf(name) };
  }

  async delete(name: string): Promise<boolean> {
    assertBlobName(name);
    const ids = await this.idsOf(name);
    for (const id of ids) await this.bucket.delete(id);
    return ids.length > 0;
  }

  async list(): Promise<string[]> {
    const files = await this.bucket.find({}, { projection: { filename: 1 } }).toArray();
    return [...new Set(files.map((file) => file.filename))].sort();
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private async idsOf(name: string) {
    const files = await this.bucket.find({ filename: name }, { projection: { _id: 1 } }).toArray();
    return files.map((file) => file._id);
  }
}
