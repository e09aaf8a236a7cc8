import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe } from 'vitest';
import { openPglite, openPostgres, type SqlClient } from '../sql/sql-client';
import { createTestDatabase, testDatabaseUrl } from '../testing/databases';
import { describeEventStoreContract } from '../testing/event-store.contract';
import { SqlEventStore } from './sql-event-store';

describeEventStoreContract('PGlite', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'et-es-'));
  const clients: SqlClient[] = [await openPglite(dir)];
  return {
    store: await SqlEventStore.open(clients[0]!),
    reopen: async () => {
      // PGlite has one owner per data directory: close, then open again.
      await clients[0]!.close();
      clients[0] = await openPglite(dir);
      return SqlEventStore.open(clients[0]);
    },
    close: async () => {
      await clients[0]!.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe.skipIf(!testDatabaseUrl)('PostgreSQL', () => {
  describeEventStoreContract('PostgreSQL', async () => {
    const database = await createTestDatabase();
    const clients: SqlClient[] = [await openPostgres(database.url, 25)];
    return {
      store: await SqlEventStore.open(clients[0]!),
      reopen: async () => {
        const client = await openPostgres(database.url);
        clients.push(client);
        return SqlEventStore.open(client);
      },
      close: async () => {
        for (const client of clients) await client.close();
        await database.drop();
      },
    };
  });
});
