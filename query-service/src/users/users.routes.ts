import { accountModels, type Page, pageAnswer, type User, userSchema, usersQuery } from '@et/contracts';
import type { ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';
import { readPage } from '../shared/paging';

export const userQueryRoutes: ScopedRoutes<QueryContext> = {
  admin(app, ctx) {
    const schema = { querystring: usersQuery, response: { 200: pageAnswer(userSchema) } };
    app.get('/api/users', { schema }, (request): Promise<Page<User>> => {
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
