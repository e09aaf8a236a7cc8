import { type ScopedRoutes, serveApiDocs } from '@et/platform';
import type { QueryContext } from '../context';

/**
 * The API document and its page, for admins: it maps every route, admin ones included, and
 * nobody else needs it (the frontend has its types from the contracts).
 */
export const docsRoutes: ScopedRoutes<QueryContext> = {
  admin: (app) => serveApiDocs(app),
};
