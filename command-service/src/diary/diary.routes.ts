import {
  DIARY_CONSENT_VERSION,
  DIARY_TIME_ZONE,
  type DiaryConsent,
  type DiaryEntriesDeletedAnswer,
  dayIn,
  diaryConsentSchema,
  diaryEntriesDeletedAnswer,
  diaryEntryBody,
  diaryEntryIdParams,
  diaryEntrySchema,
  diaryModels,
  diaryStreams,
  OK,
  okAnswer,
} from '@et/contracts';
import { notWhileImpersonating, type ScopedRoutes } from '@et/platform';
import { commandHandler } from '../shared/command-handler';
import { type CommandContext, metadataOf, settle } from '../shared/context';
import { allocateId } from '../shared/id-allocator';
import { type DiaryState, diaryDecider } from './diary.decider';

/** A person's diary commands, on their stream `diary-{userId}` (the command names the same user). */
const diaryHandler = commandHandler(diaryDecider, diaryStreams.diary);

/** The consent as the read model shows it, with the stream's word on whether it holds now. */
async function presentConsent(ctx: CommandContext, userId: number, state: DiaryState): Promise<DiaryConsent> {
  const stored = await ctx.readModels.collection(diaryModels.diaryConsents).get(userId);
  const consent = stored ?? {
    id: userId,
    userId,
    consented: false,
    version: null,
    givenAt: null,
    revokedAt: null,
  };
  return { ...consent, consented: state.consented, version: state.consentVersion };
}

/**
 * The owner writes and deletes their entries and gives or takes back their consent. An admin
 * logged in as them does none of it: the diary is for the person alone.
 */
export const diaryRoutes: ScopedRoutes<CommandContext> = {
  user(app, ctx) {
    const preValidation = notWhileImpersonating('diaryNotWhileImpersonating');

    app.post(
      '/api/diary-entries',
      { preValidation, schema: { body: diaryEntryBody, response: { 201: diaryEntrySchema } } },
      async (request, reply) => {
        const userId = request.auth.user.id;
        const { date, ...rest } = request.body;
        const fields = { ...rest, date: date ?? dayIn(DIARY_TIME_ZONE) };
        const entryId = await allocateId(ctx.events, diaryStreams.ids, 'DiaryEntryIdAllocated');
        const { appended } = await diaryHandler.handle(
          ctx.events,
          userId,
          { type: 'WriteEntry', userId, entryId, fields },
          metadataOf(request.auth),
        );
        await settle(ctx, reply, appended);
        reply.code(201);
        // Projections lagging (x-projection-pending): the entry as written.
        const entry = await ctx.readModels.collection(diaryModels.diaryEntries).get(entryId);
        return entry ?? { id: entryId, userId, ...fields, createdAt: new Date().toISOString() };
      },
    );

    const deleteOne = { preValidation, schema: { params: diaryEntryIdParams, response: { 200: okAnswer } } };
    app.delete('/api/diary-entries/:id', deleteOne, async (request, reply) => {
      const userId = request.auth.user.id;
      const { appended } = await diaryHandler.handle(
        ctx.events,
        userId,
        { type: 'DeleteEntry', userId, entryId: request.params.id },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      return OK;
    });

    // Offered after the consent is taken back: every entry of the person at once.
    app.delete(
      '/api/diary-entries',
      { preValidation, schema: { response: { 200: diaryEntriesDeletedAnswer } } },
      async (request, reply): Promise<DiaryEntriesDeletedAnswer> => {
        const userId = request.auth.user.id;
        const { events, appended } = await diaryHandler.handle(
          ctx.events,
          userId,
          { type: 'DeleteAllEntries', userId },
          metadataOf(request.auth),
        );
        await settle(ctx, reply, appended);
        const cleared = events.find((event) => event.type === 'DiaryEntriesDeleted');
        return { deleted: cleared?.type === 'DiaryEntriesDeleted' ? cleared.data.entryIds.length : 0 };
      },
    );

    const consent = { preValidation, schema: { response: { 200: diaryConsentSchema } } };
    app.post('/api/diary-consent', consent, async (request, reply) => {
      const userId = request.auth.user.id;
      const { state, appended } = await diaryHandler.handle(
        ctx.events,
        userId,
        { type: 'GiveConsent', userId, version: DIARY_CONSENT_VERSION },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      return presentConsent(ctx, userId, state);
    });

    app.delete('/api/diary-consent', consent, async (request, reply) => {
      const userId = request.auth.user.id;
      const { state, appended } = await diaryHandler.handle(
        ctx.events,
        userId,
        { type: 'RevokeConsent', userId },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      return presentConsent(ctx, userId, state);
    });
  },
};
