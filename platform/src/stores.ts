import { EventEmitter } from 'node:events';
import path from 'node:path';
import type { BlobStore } from './blob-store/blob-store';
import { openBlobStore } from './blob-store/open-blob-store';
import { type Bus, sqlBus } from './bus/bus';
import type { Config } from './config';
import type { DocumentStore } from './document-store/document-store';
import { SqlDocumentStore } from './document-store/sql-document-store';
import type { EventSchemas, EventStore } from './event-store/event-store';
import { SqlEventStore } from './event-store/sql-event-store';
import { projectionStates } from './read-models';
import type { ConnectionLog } from './sql/postgres-listener';
import { openPglite, openPostgres, type SqlClient } from './sql/sql-client';
import { openThrottleStore, type ThrottleStore } from './throttle-store';

export interface Stores {
  events: EventStore;
  documents: DocumentStore;
  bus: Bus;
  /** Where throttle counts live: shared on PostgreSQL, in memory when embedded. */
  throttleStore: ThrottleStore;
  /** Uploaded images: GridFS, a PostgreSQL table, or files in DATA_DIR (decision 0008). */
  blobs: BlobStore;
  /** Which engines answer, for logs and health. */
  description: string;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the event store, the document store and the bus the configuration asks for:
 * embedded PGlite in DATA_DIR by default, PostgreSQL with DATABASE_URL, EventStoreDB and
 * MongoDB with their URLs.
 */
export async function openStores(
  config: Pick<
    Config,
    'dataDir' | 'databaseUrl' | 'eventStoreUrl' | 'eventStoreStreamPrefix' | 'mongodbUrl'
  > &
    Partial<Pick<Config, 'databaseTimeoutMs' | 'databaseWaitMs'>>,
  schemas: EventSchemas,
  options: { poolSize?: number; log?: ConnectionLog } = {},
): Promise<Stores> {
  const needsSql = !config.eventStoreUrl || !config.mongodbUrl || config.databaseUrl;
  let sql: SqlClient | undefined;
  if (needsSql) {
    sql = config.databaseUrl
      ? await openPostgres(config.databaseUrl, {
          max: options.poolSize,
          timeoutMs: config.databaseTimeoutMs,
          waitMs: config.databaseWaitMs,
          log: options.log,
        })
      : await openPglite(
          config.dataDir.startsWith('memory:') ? undefined : path.join(config.dataDir, 'pglite'),
        );
  }
  const closers: Array<() => Promise<void>> = [];
  let events: EventStore;
  if (config.eventStoreUrl) {
    const { EsdbEventStore } = await import('./event-store/esdb-event-store');
    events = await EsdbEventStore.connect(config.eventStoreUrl, schemas, {
      streamPrefix: config.eventStoreStreamPrefix,
    });
    closers.push(() => events.close());
  } else {
    events = await SqlEventStore.open(sql!, { schemas });
  }
  let documents: DocumentStore;
  if (config.mongodbUrl) {
    const { MongoDocumentStore } = await import('./document-store/mongo-document-store');
    documents = await MongoDocumentStore.connect(config.mongodbUrl);
    closers.push(() => documents.close());
  } else {
    documents = SqlDocumentStore.open(sql!);
  }
  const blobs = await openBlobStore(config, sql);
  closers.push(() => blobs.close());
  const engines = [
    config.eventStoreUrl ? 'EventStoreDB' : sql?.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
    config.mongodbUrl ? 'MongoDB' : sql?.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
  ];
  return {
    events,
    documents,
    bus: sql ? sqlBus(sql) : inProcessBus(),
    throttleStore: await openThrottleStore(sql),
    blobs,
    description: `events: ${engines[0]}, read models: ${engines[1]}`,
    ping: async () => {
      if (sql) await sql.query('SELECT 1');
      await events.headPosition();
      await projectionStates.in(documents).count();
    },
    close: async () => {
      for (const close of closers) await close();
      await sql?.close();
    },
  };
}

/** Without SQL (EventStoreDB + MongoDB) services must share one process to hear each other. */
function inProcessBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (topic, payload) => {
      emitter.emit(topic, payload);
    },
    subscribe: async (topic, handler) => {
      emitter.on(topic, handler);
      return async () => {
        emitter.off(topic, handler);
      };
    },
    onConnectionChange: () => () => {},
  };
}
