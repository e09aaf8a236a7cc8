import { accountModels, type Page, type User, usersQuery } from '@et/contracts';
import type { ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';
import { readPage } from '../shared/paging';

export const userQueryRoutes: ScopedRoutes<QueryContext> = {
  admin(app, ctx) {
    app.get('/api/users', { schema: { querystring: usersQuery } }, (request): Promise<Page<User>> => {
      const { query } = request;
      const search = query.search ? { fields: ['username', 'email'], term: query.search } : undefined;
      return readPage(ctx.readModels.collection(accountModels.users), query, {
        search,
        sortBy: 'id',
        direction: 1,
      });
    });
  },
};
