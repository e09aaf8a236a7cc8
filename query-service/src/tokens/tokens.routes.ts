import {
  type EnergyToken,
  energyTokensAnswer,
  type TokenActivity,
  tokenActivitiesAnswer,
  tokenActivitiesQuery,
  tokenModels,
} from '@et/contracts';
import { CachedAnswers, type Filter, type RecordedEvent, type ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';

/** How much of a user's switch history one answer holds (newest first). */
const ACTIVITY_LIMIT = 200;

/** Which users' token lists an event changes: the owner's; all of them when a frequency changes. */
function tokenListsChangedBy(event: RecordedEvent): number[] | 'all' | undefined {
  if (event.type.startsWith('Frequency') && event.type !== 'FrequencyIdAllocated') return 'all';
  // A handover changes two lists: the giver's and the taker's (issue 28).
  if (event.type === 'TokenHandedOver') {
    const { fromUserId, toUserId } = event.data as { fromUserId: number; toUserId: number };
    return [fromUserId, toUserId];
  }
  if (event.type === 'UserDeleted' || event.type === 'CodeRedeemed' || event.type.startsWith('Token')) {
    const userId = (event.data as { userId?: unknown } | null)?.userId;
    return typeof userId === 'number' ? [userId] : undefined;
  }
  return undefined;
}

export const tokenQueryRoutes: ScopedRoutes<QueryContext> = {
  user(app, ctx) {
    // The dashboard asks for its tokens on every visit; they change rarely.
    const tokenLists = new CachedAnswers<number, EnergyToken[]>(ctx.feed, tokenListsChangedBy);

    const list = { schema: { response: { 200: energyTokensAnswer } } };
    app.get('/api/energy-tokens', list, (request, reply) => {
      const userId = request.auth.user.id;
      return tokenLists.send(reply, userId, () =>
        ctx.readModels.collection(tokenModels.energyTokens).find({ userId }, { sort: { id: 1 } }),
      );
    });

    const schema = { querystring: tokenActivitiesQuery, response: { 200: tokenActivitiesAnswer } };
    app.get('/api/token-activities', { schema }, (request): Promise<TokenActivity[]> => {
      const userId = request.auth.user.id;
      const { tokenId } = request.query;
      const filter: Filter = tokenId === undefined ? { userId } : { userId, tokenId };
      return ctx.readModels
        .collection(tokenModels.tokenActivities)
        .find(filter, { sort: { seq: -1 }, limit: ACTIVITY_LIMIT });
    });
  },
};
