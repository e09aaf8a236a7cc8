import { type AccessCode, codesQuery, type Page } from '@et/contracts';
import { type Filter, parseInput } from '@et/platform';
import type { FastifyInstance } from 'fastify';
import type { QueryContext } from '../context';

const statusFilter: Record<'all' | 'available' | 'used', Filter> = {
  all: {},
  available: { isUsed: false },
  used: { isUsed: true },
};

export async function codeQueryRoutes(app: FastifyInstance, ctx: QueryContext): Promise<void> {
  /** Newest first, paged, searchable by code and by the redeemer's name. */
  app.get('/api/codes', async (request): Promise<Page<AccessCode>> => {
    await ctx.auth.requireAdmin(request);
    const query = parseInput(codesQuery, request.query);
    const codes = ctx.readModels.collection<AccessCode>('codes');
    const filter = statusFilter[query.status];
    const search = query.search ? { fields: ['code', 'username'], term: query.search } : undefined;
    const total = await codes.count(filter, search);
    const skip = (query.page - 1) * query.pageSize;
    const limit = Math.max(0, Math.min(query.pageSize, total - skip));
    let items: AccessCode[] = [];
    if (limit > 0 && skip > total / 2) {
      // Pages past the middle are read from the other end, so the last page costs what the
      // first does instead of skipping over every row before it.
      const fromEnd = total - skip - limit;
      items = (await codes.find(filter, { sort: { seq: 1 }, skip: fromEnd, limit, search })).reverse();
    } else if (limit > 0) {
      items = await codes.find(filter, { sort: { seq: -1 }, skip, limit, search });
    }
    return { items, total, page: query.page, pageSize: query.pageSize };
  });
}
