// What other packages' tests use of the platform (`@et/platform/testing`): throwaway databases and
// PostgreSQL clusters, the SQL stores and clients to build a test's own stores on them, and the
// check of every answer against its response schema.
export { SqlDocumentStore } from '../document-store/sql-document-store';
export { SqlEventStore } from '../event-store/sql-event-store';
export { checkAnswersAgainstSchemas } from '../http/response-schemas';
export { openPglite, openPostgres, type SqlClient } from '../sql/sql-client';
export * from './databases';
export * from './own-cluster';
