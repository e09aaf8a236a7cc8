import {
  type AccessCode,
  accessCodeSchema,
  codeModels,
  codesQuery,
  type Page,
  pageAnswer,
} from '@et/contracts';
import type { Filter, ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';
import { readCursorPage } from '../shared/paging';

const statusFilter: Record<'all' | 'available' | 'used', Filter> = {
  all: {},
  available: { isUsed: false },
  used: { isUsed: true },
};

export const codeQueryRoutes: ScopedRoutes<QueryContext> = {
  admin(app, ctx) {
    /** Newest first, paged (by number or cursor), searchable by code and by the redeemer's name. */
    const schema = { querystring: codesQuery, response: { 200: pageAnswer(accessCodeSchema) } };
    app.get('/api/codes', { schema }, (request): Promise<Page<AccessCode>> => {
      const { query } = request;
      const search = query.search ? { fields: ['code', 'username'], term: query.search } : undefined;
      return readCursorPage(ctx.readModels.collection(codeModels.codes), query, {
        filter: statusFilter[query.status],
        search,
        sortBy: 'seq',
        direction: -1,
      });
    });
  },
};
