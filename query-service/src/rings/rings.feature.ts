import { ringModels } from '@et/contracts';
import type { QueryFeature } from '../feature';
import { ringQueryRoutes } from './rings.routes';

export const ringsQueries: QueryFeature = {
  name: 'rings',
  routes: [ringQueryRoutes],
  stats: async (ctx) => {
    const ringCodes = ctx.readModels.collection(ringModels.ringCodes);
    const rings = ctx.readModels.collection(ringModels.dimensionRings);
    const [total, used, ringCount, activeRings] = await Promise.all([
      ringCodes.count(),
      ringCodes.count({ isUsed: true }),
      rings.count(),
      rings.count({ isActive: true }),
    ]);
    return { ringCodes: { total, available: total - used, used }, rings: ringCount, activeRings };
  },
};
