import {
  type AdminHandover,
  accountModels,
  adminHandoversAnswer,
  adminHandoversQuery,
  formatHandoverCode,
  type HandoverDocument,
  type HandoverPreview,
  handoverCodeParams,
  handoverModels,
  handoverPreviewSchema,
  handoverUrl,
  type OpenHandover,
  openHandoversAnswer,
  ringModels,
  tokenModels,
} from '@et/contracts';
import { beginRedemption, HttpError, type ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';

const handovers = (ctx: QueryContext) => ctx.readModels.collection(handoverModels.handovers);

/** Whether a handover can still be taken at `now`. */
const isOpen = (doc: HandoverDocument, now: string) => doc.status === 'open' && now < doc.expiresAt;

/** What a code would hand over, as its giver chose to show it; else the one refusal of every kind. */
async function preview(ctx: QueryContext, code: string, userId: number): Promise<HandoverPreview> {
  const invalid = new HttpError(409, 'handoverInvalid');
  const [doc] = code ? await handovers(ctx).find({ code }, { limit: 1 }) : [];
  if (!doc || !isOpen(doc, new Date().toISOString()) || doc.fromUserId === userId) throw invalid;
  const giver =
    doc.showName && doc.fromUserId !== null
      ? await ctx.readModels.collection(accountModels.users).get(doc.fromUserId)
      : null;
  const answer = {
    kind: doc.kind,
    code: formatHandoverCode(doc.code),
    expiresAt: doc.expiresAt,
    giverName: giver?.username ?? null,
  };
  if (doc.kind === 'token') {
    const token = await ctx.readModels.collection(tokenModels.energyTokens).get(doc.itemId);
    if (!token) throw invalid;
    return { ...answer, token: { id: token.id, name: token.name, frequencyId: token.frequencyId } };
  }
  const ring = await ctx.readModels.collection(ringModels.dimensionRings).get(doc.itemId);
  if (!ring) throw invalid;
  return {
    ...answer,
    ring: { id: ring.id, name: ring.name, ringType: ring.type, frequencyId: ring.frequencyId },
  };
}

/**
 * The caller's open handovers (their cards show "Weitergabe offen"), what a code would hand over,
 * and for admins an item's handovers over time (who gave, who took, when).
 */
export const handoverQueryRoutes: ScopedRoutes<QueryContext> = {
  user(app, ctx) {
    app.get(
      '/api/handovers',
      { schema: { response: { 200: openHandoversAnswer } } },
      async (request): Promise<OpenHandover[]> => {
        const now = new Date().toISOString();
        const open = await handovers(ctx).find(
          { fromUserId: request.auth.user.id, status: 'open' },
          { sort: { createdAt: 1 } },
        );
        return open
          .filter((doc) => isOpen(doc, now))
          .map((doc) => ({
            kind: doc.kind,
            itemId: doc.itemId,
            code: formatHandoverCode(doc.code),
            url: handoverUrl(ctx.config.publicUrl, doc.code),
            expiresAt: doc.expiresAt,
          }));
      },
    );

    // Not a path schema's 404: a code that cannot be one gets the same answer as every other.
    // Looking is guessing too: a refusal counts in the redemptions' budget (per user, per address)
    // that accepting spends, on the store every instance and the command service share.
    const schema = { params: handoverCodeParams, response: { 200: handoverPreviewSchema } };
    app.get('/api/handovers/:code', { schema }, async (request) => {
      const attempt = await beginRedemption(ctx.throttles, request.ip, request.auth.user.id);
      const answer = await preview(ctx, request.params.code, request.auth.user.id).catch(async (error) => {
        // Only the code's refusal is a failed guess; anything else (a store away) gives the point back.
        const refused = error instanceof HttpError && error.messageKey === 'handoverInvalid';
        await (refused ? attempt.failed() : attempt.succeeded());
        throw error;
      });
      await attempt.succeeded();
      return answer;
    });
  },

  admin(app, ctx) {
    const schema = { querystring: adminHandoversQuery, response: { 200: adminHandoversAnswer } };
    app.get('/api/admin/handovers', { schema }, async (request): Promise<AdminHandover[]> => {
      const { kind, itemId } = request.query;
      const docs = await handovers(ctx).find({ kind, itemId }, { sort: { createdAt: 1 } });
      const ids = [
        ...new Set(docs.flatMap((doc) => [doc.fromUserId, doc.toUserId]).filter((id) => id !== null)),
      ];
      const users = ids.length
        ? await ctx.readModels.collection(accountModels.users).find({ id: { $in: ids } })
        : [];
      const nameOf = (id: number | null) => users.find((user) => user.id === id)?.username ?? null;
      return docs.map((doc) => ({
        id: doc.id,
        kind: doc.kind,
        itemId: doc.itemId,
        status: doc.status,
        fromUserId: doc.fromUserId,
        fromUsername: nameOf(doc.fromUserId),
        toUserId: doc.toUserId,
        toUsername: nameOf(doc.toUserId),
        createdAt: doc.createdAt,
        expiresAt: doc.expiresAt,
        endedAt: doc.endedAt,
      }));
    });
  },
};
