import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import { describeDocumentStoreContract } from '../testing/document-store.contract';
import { MongoDocumentStore } from './mongo-document-store';

const url = process.env.MONGODB_URL;
if (!url) console.info('MONGODB_URL not set: the MongoDB adapter contract tests are skipped');

describe.skipIf(!url)('MongoDB', () => {
  describeDocumentStoreContract('MongoDB', async () => {
    const database = new URL(url!);
    database.pathname = `/et_test_${randomBytes(6).toString('hex')}`;
    const store = await MongoDocumentStore.connect(database.toString());
    return {
      store,
      atomic: false,
      close: async () => {
        for (const name of await store.listCollections()) await store.dropCollection(name);
        await store.close();
      },
    };
  });
});
