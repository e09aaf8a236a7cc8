import type { AccessCode, AdminStats, EnergyToken, User } from '@et/contracts';
import type { ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';

export const adminQueryRoutes: ScopedRoutes<QueryContext> = {
  admin(app, ctx) {
    app.get('/api/admin/stats', async (): Promise<AdminStats> => {
      const codes = ctx.readModels.collection<AccessCode>('codes');
      const tokens = ctx.readModels.collection<EnergyToken>('energy_tokens');
      const [users, total, used, tokenCount, activeTokens] = await Promise.all([
        ctx.readModels.collection<User>('users').count(),
        codes.count(),
        codes.count({ isUsed: true }),
        tokens.count(),
        tokens.count({ isActive: true }),
      ]);
      return {
        users,
        codes: { total, available: total - used, used },
        tokens: tokenCount,
        activeTokens,
      };
    });
  },
};
