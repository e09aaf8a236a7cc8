import {
  type DiaryConsent,
  type DiaryEntry,
  diaryConsentSchema,
  diaryEntriesAnswer,
  diaryModels,
} from '@et/contracts';
import { notWhileImpersonating, type ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';

/** The person's own diary: entries newest first (by their day, then as written), and the consent. */
export const diaryQueryRoutes: ScopedRoutes<QueryContext> = {
  user(app, ctx) {
    // An admin logged in as the person does not read it.
    const preValidation = notWhileImpersonating('diaryNotWhileImpersonating');

    app.get(
      '/api/diary-entries',
      { preValidation, schema: { response: { 200: diaryEntriesAnswer } } },
      (request): Promise<DiaryEntry[]> =>
        ctx.readModels
          .collection(diaryModels.diaryEntries)
          .find({ userId: request.auth.user.id }, { sort: { date: -1, id: -1 } }),
    );

    const consent = { preValidation, schema: { response: { 200: diaryConsentSchema } } };
    app.get('/api/diary-consent', consent, async (request): Promise<DiaryConsent> => {
      const userId = request.auth.user.id;
      const consent = await ctx.readModels.collection(diaryModels.diaryConsents).get(userId);
      return (
        consent ?? { id: userId, userId, consented: false, version: null, givenAt: null, revokedAt: null }
      );
    });
  },
};
