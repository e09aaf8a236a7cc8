import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeDocumentStoreContract } from '../testing/document-store.contract';
import { MongoDocumentStore, supportsTransactions } from './mongo-document-store';

const url = process.env.MONGODB_URL;
if (!url) console.info('MONGODB_URL not set: the MongoDB adapter contract tests are skipped');

describe('MongoDB transactions', () => {
  // Abridged `hello` replies of MongoDB 8: a standalone server, a replica set member, a mongos.
  it('are used on a replica set or a sharded cluster, not on a standalone server', () => {
    expect(supportsTransactions({ isWritablePrimary: true, maxWireVersion: 25, ok: 1 })).toBe(false);
    expect(
      supportsTransactions({ isWritablePrimary: true, setName: 'rs0', hosts: ['mongo:27017'], ok: 1 }),
    ).toBe(true);
    expect(supportsTransactions({ isWritablePrimary: false, secondary: true, setName: 'rs0', ok: 1 })).toBe(
      true,
    );
    expect(supportsTransactions({ isWritablePrimary: true, msg: 'isdbgrid', ok: 1 })).toBe(true);
  });
});

describe.skipIf(!url)('MongoDB', () => {
  describeDocumentStoreContract('MongoDB', async () => {
    // A fresh database on the same server; the URL may name several hosts, which `URL` refuses.
    const [, hosts, options = ''] = /^([^/]+\/\/[^/?]+)[^?]*(\?.*)?$/.exec(url!)!;
    const store = await MongoDocumentStore.connect(
      `${hosts}/et_test_${randomBytes(6).toString('hex')}${options}`,
    );
    console.info(`MongoDB transactions: ${store.atomic ? 'atomic (replica set)' : 'in order (standalone)'}`);
    return {
      store,
      atomic: store.atomic,
      close: async () => {
        for (const name of await store.listCollections()) await store.dropCollection(name);
        await store.close();
      },
    };
  });
});
