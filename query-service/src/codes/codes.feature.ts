import { codeModels } from '@et/contracts';
import type { QueryFeature } from '../feature';
import { codeQueryRoutes } from './codes.routes';

export const codesQueries: QueryFeature = {
  name: 'codes',
  routes: [codeQueryRoutes],
  stats: async (ctx) => {
    const codes = ctx.readModels.collection(codeModels.codes);
    const [total, used] = await Promise.all([codes.count(), codes.count({ isUsed: true })]);
    return { codes: { total, available: total - used, used } };
  },
};
