import {
  type AdminStats,
  accountModels,
  adminStatsSchema,
  codeModels,
  ringModels,
  tokenModels,
} from '@et/contracts';
import type { ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';
import { allUsageMinutes } from '../rewards/rewards.service';

export const adminQueryRoutes: ScopedRoutes<QueryContext> = {
  admin(app, ctx) {
    const schema = { response: { 200: adminStatsSchema } };
    app.get('/api/admin/stats', { schema }, async (): Promise<AdminStats> => {
      const codes = ctx.readModels.collection(codeModels.codes);
      const tokens = ctx.readModels.collection(tokenModels.energyTokens);
      const ringCodes = ctx.readModels.collection(ringModels.ringCodes);
      const rings = ctx.readModels.collection(ringModels.dimensionRings);
      const [users, total, used, tokenCount, activeTokens] = await Promise.all([
        ctx.readModels.collection(accountModels.users).count(),
        codes.count(),
        codes.count({ isUsed: true }),
        tokens.count(),
        tokens.count({ isActive: true }),
      ]);
      const [ringCodeCount, usedRingCodes, ringCount, activeRings] = await Promise.all([
        ringCodes.count(),
        ringCodes.count({ isUsed: true }),
        rings.count(),
        rings.count({ isActive: true }),
      ]);
      return {
        users,
        codes: { total, available: total - used, used },
        tokens: tokenCount,
        activeTokens,
        usageMinutes: await allUsageMinutes(ctx),
        ringCodes: { total: ringCodeCount, available: ringCodeCount - usedRingCodes, used: usedRingCodes },
        rings: ringCount,
        activeRings,
      };
    });
  },
};
