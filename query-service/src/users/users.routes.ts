import { type Page, type User, usersQuery } from '@et/contracts';
import { parseInput } from '@et/platform';
import type { FastifyInstance } from 'fastify';
import type { QueryContext } from '../context';

export async function userQueryRoutes(app: FastifyInstance, ctx: QueryContext): Promise<void> {
  app.get('/api/users', async (request): Promise<Page<User>> => {
    await ctx.auth.requireAdmin(request);
    const query = parseInput(usersQuery, request.query);
    const users = ctx.readModels.collection<User>('users');
    const search = query.search ? { fields: ['username', 'email'], term: query.search } : undefined;
    const [items, total] = await Promise.all([
      users.find(
        {},
        { sort: { id: 1 }, limit: query.pageSize, skip: (query.page - 1) * query.pageSize, search },
      ),
      users.count({}, search),
    ]);
    return { items, total, page: query.page, pageSize: query.pageSize };
  });
}
