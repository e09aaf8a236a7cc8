import {
  freeRingCodesAnswer,
  freeRingCodesQuery,
  type RingCodeRequestPage,
  type RingRequestUnreadCount,
  ringCodeRequestPageSchema,
  ringModels,
  ringRequestModels,
  ringRequestsQuery,
  ringRequestUnreadCountSchema,
} from '@et/contracts';
import type { Filter, ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';
import { readPage } from '../shared/paging';

/** How many free codes the answer dialog offers at once (it searches for more). */
const FREE_CODES_LIMIT = 50;

async function unreadCount(ctx: QueryContext): Promise<number> {
  const doc = await ctx.readModels.collection(ringRequestModels.ringRequestUnread).get('all');
  return doc?.count ?? 0;
}

/** The admins' ring-code requests: the list, its unread count, and the codes an answer may assign. */
export const ringRequestQueryRoutes: ScopedRoutes<QueryContext> = {
  admin(app, ctx) {
    /** Newest first, paged, searched in name, e-mail, order number and notes, by status. */
    const schema = { querystring: ringRequestsQuery, response: { 200: ringCodeRequestPageSchema } };
    app.get('/api/ring-code-requests', { schema }, async (request): Promise<RingCodeRequestPage> => {
      const { query } = request;
      const filter: Filter = query.status === 'all' ? {} : { status: query.status };
      const search = query.search
        ? { fields: ['name', 'email', 'orderNumber', 'notes'], term: query.search }
        : undefined;
      const requests = ctx.readModels.collection(ringRequestModels.ringCodeRequests);
      const [page, unread] = await Promise.all([
        readPage(requests, query, { filter, search, sortBy: 'seq', direction: -1 }),
        unreadCount(ctx),
      ]);
      return { ...page, unread };
    });

    app.get(
      '/api/ring-code-requests/unread-count',
      { schema: { response: { 200: ringRequestUnreadCountSchema } } },
      async (): Promise<RingRequestUnreadCount> => ({ count: await unreadCount(ctx) }),
    );

    /** Unused ring codes nobody has reserved, newest first; `search` narrows them by code. */
    const freeSchema = { querystring: freeRingCodesQuery, response: { 200: freeRingCodesAnswer } };
    app.get('/api/ring-code-requests/free-codes', { schema: freeSchema }, async (request) => {
      const reserved = await ctx.readModels
        .collection(ringRequestModels.ringCodeReservations)
        .find({}, { limit: 10_000 });
      const taken = new Set(reserved.map((reservation) => reservation.id));
      const search = request.query.search ? { fields: ['code'], term: request.query.search } : undefined;
      const codes = await ctx.readModels
        .collection(ringModels.ringCodes)
        .find({ isUsed: false }, { sort: { seq: -1 }, limit: FREE_CODES_LIMIT + taken.size, search });
      return codes
        .filter((code) => !taken.has(code.code))
        .slice(0, FREE_CODES_LIMIT)
        .map(({ code, type }) => ({ code, type }));
    });
  },
};
