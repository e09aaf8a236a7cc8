import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBlobStoreContract, hostileBlobNames } from '../testing/blob-store.contract';
import { openTestSql, type TestSql, testSqlKinds, testSqlNames } from '../testing/databases';
import { isBlobName, newBlobName } from './blob-store';
import { FileBlobStore } from './file-blob-store';
import { GridFsBlobStore } from './gridfs-blob-store';
import { MemoryBlobStore } from './memory-blob-store';
import { SqlBlobStore } from './sql-blob-store';

describe('blob names', () => {
  it('are random: 32 hex digits and the extension', () => {
    const names = new Set(Array.from({ length: 1000 }, () => newBlobName('png')));
    expect(names.size).toBe(1000);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
    for (const hostile of hostileBlobNames) expect(isBlobName(hostile), hostile).toBe(false);
  });
});

describeBlobStoreContract('memory', async () => ({ store: new MemoryBlobStore(), close: async () => {} }));

describe('files', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'et-blobs-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  describeBlobStoreContract('files', async () => {
    const dir = path.join(root, randomBytes(6).toString('hex'), 'uploads');
    return { store: await FileBlobStore.open(dir), close: async () => rmSync(dir, { recursive: true }) };
  });

  it('writes nothing outside its directory and leaves no partial files', async () => {
    const dir = path.join(root, 'only', 'uploads');
    const store = await FileBlobStore.open(dir);
    const name = newBlobName('png');
    await store.put(name, Buffer.from('x'));
    await store.put('../escaped.png', Buffer.from('x')).catch(() => {});
    expect(await readdir(dir)).toEqual([name]);
    expect(await readdir(path.dirname(dir))).toEqual(['uploads']);
  });
});

if (!testSqlKinds.includes('postgres')) {
  console.info('TEST_DATABASE_URL not set: the SQL blob store runs on PGlite only');
}

for (const kind of testSqlKinds) {
  describe(testSqlNames[kind], () => {
    let sql: TestSql;
    beforeAll(async () => {
      sql = await openTestSql(kind);
    });
    afterAll(() => sql?.close());

    describeBlobStoreContract(testSqlNames[kind], async () => {
      const store = await SqlBlobStore.open(sql.client);
      return { store, close: async () => void (await sql.client.query('DELETE FROM blobs')) };
    });

    it('creates its table once, however many open it at the same time', async () => {
      await Promise.all(Array.from({ length: 5 }, () => SqlBlobStore.open(sql.client)));
      const { rows } = await sql.client.query(
        `SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'blobs'`,
      );
      expect(rows[0]).toEqual({ n: 1 });
    });
  });
}

const mongodbUrl = process.env.MONGODB_URL;
if (!mongodbUrl) console.info('MONGODB_URL not set: the GridFS blob store contract tests are skipped');

describe.skipIf(!mongodbUrl)('GridFS', () => {
  describeBlobStoreContract('GridFS', async () => {
    const database = new URL(mongodbUrl!);
    database.pathname = `/et_test_${randomBytes(6).toString('hex')}`;
    const store = await GridFsBlobStore.connect(database.toString());
    return {
      store,
      close: async () => {
        for (const name of await store.list()) await store.delete(name);
        await store.close();
      },
    };
  });
});
