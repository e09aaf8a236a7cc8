import type { AccessCode, AdminStats, EnergyToken, User } from '@et/contracts';
import type { FastifyInstance } from 'fastify';
import type { QueryContext } from '../context';

export async function adminQueryRoutes(app: FastifyInstance, ctx: QueryContext): Promise<void> {
  app.get('/api/admin/stats', async (request): Promise<AdminStats> => {
    await ctx.auth.requireAdmin(request);
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
}
