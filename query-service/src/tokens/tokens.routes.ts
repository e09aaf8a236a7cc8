import { type EnergyToken, type TokenActivity, tokenActivitiesQuery } from '@et/contracts';
import { type Filter, parseInput } from '@et/platform';
import type { FastifyInstance } from 'fastify';
import type { QueryContext } from '../context';

/** How much of a user's switch history one answer holds (newest first). */
const ACTIVITY_LIMIT = 200;

export async function tokenQueryRoutes(app: FastifyInstance, ctx: QueryContext): Promise<void> {
  app.get('/api/energy-tokens', async (request): Promise<EnergyToken[]> => {
    const auth = await ctx.auth.requireUser(request);
    return ctx.readModels
      .collection<EnergyToken>('energy_tokens')
      .find({ userId: auth.user.id }, { sort: { id: 1 } });
  });

  app.get('/api/token-activities', async (request): Promise<TokenActivity[]> => {
    const auth = await ctx.auth.requireUser(request);
    const { tokenId } = parseInput(tokenActivitiesQuery, request.query);
    const filter: Filter =
      tokenId === undefined ? { userId: auth.user.id } : { userId: auth.user.id, tokenId };
    return ctx.readModels
      .collection<TokenActivity>('token_activities')
      .find(filter, { sort: { seq: -1 }, limit: ACTIVITY_LIMIT });
  });
}
