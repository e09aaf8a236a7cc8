import {
  type DimensionRing,
  dimensionRingsAnswer,
  type Page,
  pageAnswer,
  type RingCode,
  type RingType,
  ringCodeSchema,
  ringCodesQuery,
  ringModels,
  ringTypesAnswer,
} from '@et/contracts';
import type { Filter, ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';
import { readCursorPage } from '../shared/paging';

const statusFilter: Record<'all' | 'available' | 'used', Filter> = {
  all: {},
  available: { isUsed: false },
  used: { isUsed: true },
};

/** Ring types for everyone signed in; each user's own rings; the admin's ring-code list. */
export const ringQueryRoutes: ScopedRoutes<QueryContext> = {
  user(app, ctx) {
    app.get(
      '/api/ring-types',
      { schema: { response: { 200: ringTypesAnswer } } },
      (): Promise<RingType[]> =>
        ctx.readModels.collection(ringModels.ringTypes).find({}, { sort: { id: 1 } }),
    );

    const rings = { schema: { response: { 200: dimensionRingsAnswer } } };
    app.get('/api/dimension-rings', rings, (request): Promise<DimensionRing[]> => {
      const userId = request.auth.user.id;
      return ctx.readModels.collection(ringModels.dimensionRings).find({ userId }, { sort: { id: 1 } });
    });
  },

  admin(app, ctx) {
    /** Newest first, paged (by number or cursor), searchable by code, type and the owner's name. */
    const schema = { querystring: ringCodesQuery, response: { 200: pageAnswer(ringCodeSchema) } };
    app.get('/api/ring-codes', { schema }, (request): Promise<Page<RingCode>> => {
      const { query } = request;
      const search = query.search ? { fields: ['code', 'type', 'username'], term: query.search } : undefined;
      const filter: Filter = { ...statusFilter[query.status], ...(query.type ? { type: query.type } : {}) };
      return readCursorPage(ctx.readModels.collection(ringModels.ringCodes), query, {
        filter,
        search,
        sortBy: 'seq',
        direction: -1,
      });
    });
  },
};
