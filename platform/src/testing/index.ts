// What other packages' tests use of the platform (`@et/platform/testing`): throwaway databases and
// PostgreSQL clusters, and the SQL stores and clients to build a test's own stores on them.
export { SqlDocumentStore } from '../document-store/sql-document-store';
export { SqlEventStore } from '../event-store/sql-event-store';
export { openPglite, openPostgres, type SqlClient } from '../sql/sql-client';
export * from './databases';
export * from './own-cluster';
