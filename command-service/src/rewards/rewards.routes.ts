import {
  type EventMetadata,
  OK,
  okAnswer,
  type RewardImage,
  type RewardMinuteAnswer,
  rewardImageBody,
  rewardImageIdParams,
  rewardImagePatchBody,
  rewardImageSchema,
  rewardMinuteAnswer,
  rewardModels,
  rewardStreams,
  usageModels,
} from '@et/contracts';
import { HttpError, type ScopedRoutes, WrongExpectedVersionError } from '@et/platform';
import { commandHandler } from '../shared/command-handler';
import { type CommandContext, metadataOf, readMade, settle } from '../shared/context';
import { allocateId } from '../shared/id-allocator';
import { rewardImageDecider } from './reward-images.decider';
import { decideSession, rewardViewsDecider } from './reward-session.decider';

/** The reward image as the read model shows it, after the command's events were projected. */
async function presentRewardImage(ctx: CommandContext, id: number): Promise<RewardImage> {
  const image = await readMade(ctx, () => ctx.readModels.collection(rewardModels.rewardImages).get(id));
  if (!image) throw new HttpError(404, 'rewardImageNotFound');
  return image;
}

/** A reward image's commands, on its stream `reward-image-{id}`. */
const rewardImageHandler = commandHandler(rewardImageDecider, rewardStreams.rewardImage);

/** The rewards a person has seen, on their stream `reward-views-{id}`. */
const rewardViewsHandler = commandHandler(rewardViewsDecider, rewardStreams.views);

/**
 * One more session minute, if the server's clock allows it. The session stream grows by one event
 * per counted minute (four a minute while someone uses the app), so its state is read from the
 * projection's snapshot (`reward_sessions`, with the stream version) instead of the whole stream;
 * the append's expected version keeps it exact: a stale snapshot or a report racing another fails
 * the append, and that report is not counted.
 */
async function countSessionMinute(ctx: CommandContext, userId: number, metadata: EventMetadata) {
  const snapshot = await ctx.readModels.collection(usageModels.rewardSessions).get(userId);
  const state = {
    minutes: snapshot?.minutes ?? 0,
    lastCountedAt: snapshot?.lastCountedAt ? Date.parse(snapshot.lastCountedAt) : null,
  };
  const events = decideSession(state, { type: 'CountSessionMinute', userId, now: Date.now() });
  const notCounted = { counted: false, minutes: state.minutes, appended: null };
  if (events.length === 0) return notCounted;
  try {
    const appended = await ctx.events.append(
      rewardStreams.session(userId),
      events.map((event) => ({ type: event.type, data: event.data, metadata })),
      snapshot?.version ?? 0,
    );
    return { counted: true, minutes: events[0]!.data.minutes, appended };
  } catch (error) {
    if (error instanceof WrongExpectedVersionError) return notCounted;
    throw error;
  }
}

/** Admins manage reward images; users report session minutes and the rewards they saw. */
export const rewardRoutes: ScopedRoutes<CommandContext> = {
  user(app, ctx) {
    const minute = { schema: { response: { 200: rewardMinuteAnswer } } };
    app.post('/api/reward-session/minute', minute, async (request, reply): Promise<RewardMinuteAnswer> => {
      const { auth } = request;
      // An admin acting as someone uses the app as themselves, not as that person.
      if (auth.impersonator) {
        const snapshot = await ctx.readModels.collection(usageModels.rewardSessions).get(auth.user.id);
        return { counted: false, minutes: snapshot?.minutes ?? 0 };
      }
      const { counted, minutes, appended } = await countSessionMinute(ctx, auth.user.id, metadataOf(auth));
      await settle(ctx, reply, appended);
      return { counted, minutes };
    });

    const viewedSchema = { params: rewardImageIdParams, response: { 200: okAnswer } };
    app.post('/api/user-rewards/:id/viewed', { schema: viewedSchema }, async (request, reply) => {
      const { auth } = request;
      const { id } = request.params;
      const image = await ctx.readModels.collection(rewardModels.rewardImages).get(id);
      if (!image?.active) throw new HttpError(404, 'rewardImageNotFound');
      // The surprise stays the person's own: an admin acting as them marks nothing seen.
      if (auth.impersonator) return OK;
      const { appended } = await rewardViewsHandler.handle(
        ctx.events,
        auth.user.id,
        { type: 'ViewReward', userId: auth.user.id, rewardImageId: id },
        metadataOf(auth),
      );
      await settle(ctx, reply, appended);
      return OK;
    });
  },

  admin(app, ctx) {
    const createSchema = { body: rewardImageBody, response: { 201: rewardImageSchema } };
    app.post('/api/reward-images', { schema: createSchema }, async (request, reply) => {
      const rewardImageId = await allocateId(ctx.events, rewardStreams.ids, 'RewardImageIdAllocated');
      const { appended } = await rewardImageHandler.handle(
        ctx.events,
        rewardImageId,
        { type: 'CreateRewardImage', rewardImageId, fields: request.body },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      reply.code(201);
      return presentRewardImage(ctx, rewardImageId);
    });

    const patchSchema = {
      params: rewardImageIdParams,
      body: rewardImagePatchBody,
      response: { 200: rewardImageSchema },
    };
    app.patch('/api/reward-images/:id', { schema: patchSchema }, async (request, reply) => {
      const { id } = request.params;
      const { appended } = await rewardImageHandler.handle(
        ctx.events,
        id,
        { type: 'UpdateRewardImage', patch: request.body },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      return presentRewardImage(ctx, id);
    });

    app.delete(
      '/api/reward-images/:id',
      { schema: { params: rewardImageIdParams, response: { 200: okAnswer } } },
      async (request, reply) => {
        const { appended } = await rewardImageHandler.handle(
          ctx.events,
          request.params.id,
          { type: 'DeleteRewardImage' },
          metadataOf(request.auth),
        );
        await settle(ctx, reply, appended);
        return OK;
      },
    );
  },
};
