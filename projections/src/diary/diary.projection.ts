import { type DiaryEvent, diaryModels, type UserDeleted } from '@et/contracts';
import type { Projection } from '../projection';

/** Each person's diary entries and their consent; read by the person alone. */
export const diaryProjection: Projection = {
  name: 'diary',
  version: 1,
  collections: [diaryModels.diaryEntries, diaryModels.diaryConsents],
  async apply(recorded, ctx) {
    const event = recorded as unknown as DiaryEvent | UserDeleted;
    const entries = ctx.collection(diaryModels.diaryEntries);
    const consents = ctx.collection(diaryModels.diaryConsents);
    const at = recorded.recordedAt;
    switch (event.type) {
      case 'DiaryEntryWritten': {
        const { entryId, userId, content, isPositive, strength, date } = event.data;
        await entries.upsert({ id: entryId, userId, content, isPositive, strength, date, createdAt: at });
        return;
      }
      case 'DiaryEntryDeleted':
        await entries.delete(event.data.entryId);
        return;
      case 'DiaryEntriesDeleted':
        await entries.deleteIds(event.data.entryIds);
        return;
      case 'DiaryConsentGiven': {
        const { userId, version } = event.data;
        const before = await consents.get(userId);
        await consents.upsert({
          id: userId,
          userId,
          consented: true,
          version,
          givenAt: at,
          revokedAt: before?.revokedAt ?? null,
        });
        return;
      }
      case 'DiaryConsentRevoked': {
        const { userId } = event.data;
        const before = await consents.get(userId);
        await consents.upsert({
          id: userId,
          userId,
          consented: false,
          version: before?.version ?? null,
          givenAt: before?.givenAt ?? null,
          revokedAt: at,
        });
        return;
      }
      case 'UserDeleted':
        await entries.deleteMany({ userId: event.data.userId });
        await consents.deleteMany({ userId: event.data.userId });
        return;
    }
  },
};
