import type { User } from '@et/contracts';
import type { FastifyInstance } from 'fastify';
import type { QueryContext } from '../context';

export interface AdminStats {
  users: number;
  codes: { total: number; available: number; used: number };
  activeTokens: number;
}

export async function adminQueryRoutes(app: FastifyInstance, ctx: QueryContext): Promise<void> {
  app.get('/api/admin/stats', async (request): Promise<AdminStats> => {
    await ctx.auth.requireAdmin(request);
    const users = await ctx.readModels.collection<User>('users').count();
    // Codes and tokens arrive with their feature; until then there are none.
    return { users, codes: { total: 0, available: 0, used: 0 }, activeTokens: 0 };
  });
}
