import { accountModels } from '@et/contracts';
import type { QueryFeature } from '../feature';
import { accountQueryRoutes } from './accounts.routes';

export const accountsQueries: QueryFeature = {
  name: 'accounts',
  routes: [accountQueryRoutes],
  stats: async (ctx) => ({ users: await ctx.readModels.collection(accountModels.users).count() }),
};
