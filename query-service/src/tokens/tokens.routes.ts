import { type EnergyToken, type TokenActivity, tokenActivitiesQuery } from '@et/contracts';
import { FeedCache, type Filter, parseInput, type RecordedEvent } from '@et/platform';
import type { FastifyInstance } from 'fastify';
import type { QueryContext } from '../context';

/** How much of a user's switch history one answer holds (newest first). */
const ACTIVITY_LIMIT = 200;

/** Which users' token lists an event changes: the owner's; all of them when a frequency changes. */
function tokenListsChangedBy(event: RecordedEvent): number[] | 'all' | undefined {
  if (event.type.startsWith('Frequency') && event.type !== 'FrequencyIdAllocated') return 'all';
  if (event.type === 'UserDeleted' || event.type === 'CodeRedeemed' || event.type.startsWith('Token')) {
    const userId = (event.data as { userId?: unknown } | null)?.userId;
    return typeof userId === 'number' ? [userId] : undefined;
  }
  return undefined;
}

export async function tokenQueryRoutes(app: FastifyInstance, ctx: QueryContext): Promise<void> {
  // The dashboard asks for its tokens on every visit; they change rarely.
  const tokenLists = new FeedCache<number, EnergyToken[]>(ctx.feed, tokenListsChangedBy);

  app.get('/api/energy-tokens', async (request): Promise<EnergyToken[]> => {
    const auth = await ctx.auth.requireUser(request);
    const userId = auth.user.id;
    return tokenLists.get(userId, () =>
      ctx.readModels.collection<EnergyToken>('energy_tokens').find({ userId }, { sort: { id: 1 } }),
    );
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
