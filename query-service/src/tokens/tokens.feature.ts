import { tokenModels } from '@et/contracts';
import type { QueryFeature } from '../feature';
import { tokenQueryRoutes } from './tokens.routes';

export const tokensQueries: QueryFeature = {
  name: 'tokens',
  routes: [tokenQueryRoutes],
  stats: async (ctx) => {
    const tokens = ctx.readModels.collection(tokenModels.energyTokens);
    const [all, active] = await Promise.all([tokens.count(), tokens.count({ isActive: true })]);
    return { tokens: all, activeTokens: active };
  },
};
