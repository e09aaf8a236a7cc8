import { describe } from 'vitest';
import { describeEventStoreContract } from '../testing/event-store.contract';
import { EsdbEventStore } from './esdb-event-store';
import { unversionedSchemas } from './event-store';

const url = process.env.EVENTSTORE_URL;
if (!url) console.info('EVENTSTORE_URL not set: the EventStoreDB adapter contract tests are skipped');

describe.skipIf(!url)('EventStoreDB', () => {
  describeEventStoreContract('EventStoreDB', async () => {
    // ESDB has no throwaway databases: every test uses its own stream prefix via a fresh store.
    const store = await EsdbEventStore.connect(url!, unversionedSchemas);
    return {
      store,
      reopen: () => EsdbEventStore.connect(url!, unversionedSchemas),
      close: () => store.close(),
    };
  });
});
