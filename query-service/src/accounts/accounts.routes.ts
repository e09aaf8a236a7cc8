import type { CurrentUser } from '@et/contracts';
import type { FastifyInstance } from 'fastify';
import type { QueryContext } from '../context';

export async function accountQueryRoutes(app: FastifyInstance, ctx: QueryContext): Promise<void> {
  // Answered from memory (the authenticator's cache), not a store round trip per request.
  app.get('/api/user', async (request): Promise<CurrentUser> => {
    const auth = await ctx.auth.requireUser(request);
    return auth.impersonator ? { ...auth.user, impersonator: auth.impersonator } : auth.user;
  });
}
