import {
  type HandoverKind,
  handoverAcceptAnswer,
  handoverCodeParams,
  handoverOfferSchema,
  offerHandoverBody,
  ringIdParams,
  tokenIdParams,
} from '@et/contracts';
import { type ApiScope, beginRedemption, type ScopedRoutes } from '@et/platform';
import { z } from 'zod';
import { presentToken } from '../codes/code-service';
import { presentRing } from '../rings/ring-service';
import { type CommandContext, metadataOf, settle } from '../shared/context';
import { latestAppend } from '../shared/latest-append';
import { HandoverRefused } from './handover.decider';
import { sendHandoverMessages } from './handover-messages';
import { acceptHandover, cancelHandover, offerHandover, presentOffer } from './handover-service';

const offerSchema = (params: typeof tokenIdParams | typeof ringIdParams) => ({
  params,
  body: offerHandoverBody,
  response: { 201: handoverOfferSchema },
});
const cancelSchema = (params: typeof tokenIdParams | typeof ringIdParams) => ({
  params,
  response: { 204: z.null() },
});

/**
 * Owners offer their token or ring under a handover code and cancel the offer; whoever holds the
 * code accepts it (issue 28). Guessing codes counts against the redemptions' limits.
 */
export const handoverRoutes: ScopedRoutes<CommandContext> = {
  user(app, ctx) {
    const items: [string, HandoverKind, typeof tokenIdParams | typeof ringIdParams][] = [
      ['/api/energy-tokens/:id/handover', 'token', tokenIdParams],
      ['/api/dimension-rings/:id/handover', 'ring', ringIdParams],
    ];
    for (const [path, kind, params] of items) itemRoutes(app, ctx, path, kind, params);

    const acceptSchema = { params: handoverCodeParams, response: { 200: handoverAcceptAnswer } };
    app.post('/api/handovers/:code/accept', { schema: acceptSchema }, async (request, reply) => {
      const { auth } = request;
      const metadata = metadataOf(auth);
      // Codes can be guessed: refused attempts count per user and per address, as redemptions do.
      const counting = beginRedemption(ctx.throttles, request.ip, auth.user.id);
      // Awaited below in every case; until then a refusal must not count as unhandled.
      counting.catch(() => {});
      const accept = { code: request.params.code, userId: auth.user.id };
      const accepted = await acceptHandover(ctx, accept, metadata, counting).catch(async (error) => {
        // The count's refusal comes first: it is the answer, whatever the code.
        const attempt = await counting;
        if (error instanceof HandoverRefused) await attempt.failed();
        throw error;
      });
      const taken = accepted.handover.taken[request.params.code]!;
      const messages = await sendHandoverMessages(
        ctx,
        { ...taken, kind: accepted.kind, name: accepted.name, itemCode: accepted.itemCode },
        metadata,
      );
      // A retry by the one who took it is no failure, and waits for the accept it repeats.
      await Promise.all([
        (await counting).succeeded(),
        settle(ctx, reply, latestAppend([accepted.head, messages])),
      ]);
      return accepted.kind === 'token'
        ? presentToken(ctx, accepted.itemId)
        : presentRing(ctx, accepted.itemId);
    });
  },
};

function itemRoutes(
  app: ApiScope,
  ctx: CommandContext,
  path: string,
  kind: HandoverKind,
  params: typeof tokenIdParams | typeof ringIdParams,
) {
  app.post(path, { schema: offerSchema(params) }, async (request, reply) => {
    const { auth, body } = request;
    const request_ = {
      kind,
      itemId: request.params.id,
      userId: auth.user.id,
      showName: body?.showName ?? false,
    };
    const { offer, appended } = await offerHandover(ctx, request_, metadataOf(auth));
    await settle(ctx, reply, appended);
    reply.code(201);
    return presentOffer(ctx, offer);
  });

  app.delete(path, { schema: cancelSchema(params) }, async (request, reply) => {
    const { auth } = request;
    const appended = await cancelHandover(
      ctx,
      { kind, itemId: request.params.id, userId: auth.user.id },
      metadataOf(auth),
    );
    await settle(ctx, reply, appended);
    reply.code(204);
    return null;
  });
}
