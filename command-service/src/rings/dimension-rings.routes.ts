import { activateRingBody, dimensionRingSchema, ringFrequencyBody, ringIdParams } from '@et/contracts';
import { beginRedemption, requestLanguage, type ScopedRoutes } from '@et/platform';
import { assertFrequencyExists } from '../frequencies/frequency-service';
import { type CommandContext, metadataOf, settle } from '../shared/context';
import { ActivationRefused } from './ring-codes.decider';
import { activateRing, ownRing, presentRing, ringCodeHandler } from './ring-service';

/** Users: activate a ring by its code, choose its frequency, activate an inactive one. */
export const dimensionRingRoutes: ScopedRoutes<CommandContext> = {
  user(app, ctx) {
    // 201 with the new ring; 200 with it when the owner activates their own code again.
    const activateSchema = {
      body: activateRingBody,
      response: { 200: dimensionRingSchema, 201: dimensionRingSchema },
    };
    app.post('/api/dimension-rings', { schema: activateSchema }, async (request, reply) => {
      const { auth, body } = request;
      if (body.frequencyId !== undefined) await assertFrequencyExists(ctx, body.frequencyId);
      // Codes can be guessed: failed attempts count against the limits of code redemptions.
      const attempt = await beginRedemption(ctx.throttles, request.ip, auth.user.id);
      const activation = {
        userId: auth.user.id,
        email: auth.user.email,
        ringCode: body.code,
        frequencyId: body.frequencyId ?? null,
        language: requestLanguage(request),
      };
      const activated = await activateRing(ctx, activation, metadataOf(auth)).catch(async (error) => {
        if (error instanceof ActivationRefused) await attempt.failed();
        throw error;
      });
      // An owner's retry is no failure, and waits for the activation it repeats.
      await Promise.all([attempt.succeeded(), settle(ctx, reply, activated.head)]);
      reply.code(activated.appended ? 201 : 200);
      return presentRing(ctx, activated.ringId);
    });

    const ring = { 200: dimensionRingSchema };
    const patchSchema = { params: ringIdParams, body: ringFrequencyBody, response: ring };
    app.patch('/api/dimension-rings/:id', { schema: patchSchema }, async (request, reply) => {
      const { auth, body } = request;
      const { id } = request.params;
      const ring = await ownRing(ctx, id, auth.user.id);
      if (body.frequencyId !== ring.frequencyId) await assertFrequencyExists(ctx, body.frequencyId);
      const { appended } = await ringCodeHandler.handle(
        ctx.events,
        ring.code,
        { type: 'ChangeRingFrequency', userId: auth.user.id, ringId: id, frequencyId: body.frequencyId },
        metadataOf(auth),
      );
      await settle(ctx, reply, appended);
      return presentRing(ctx, id);
    });

    // One-way: a ring is activated, never deactivated (spec 4).
    app.patch(
      '/api/dimension-rings/:id/activate',
      { schema: { params: ringIdParams, response: ring } },
      async (request, reply) => {
        const { auth } = request;
        const { id } = request.params;
        const ring = await ownRing(ctx, id, auth.user.id);
        const { appended } = await ringCodeHandler.handle(
          ctx.events,
          ring.code,
          { type: 'ActivateRing', userId: auth.user.id, ringId: id },
          metadataOf(auth),
        );
        await settle(ctx, reply, appended);
        return presentRing(ctx, id);
      },
    );
  },
};
