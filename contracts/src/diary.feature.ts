import { type DiaryEvent, diaryModels, diaryStreams } from './diary';
import { diaryTexts } from './diary-texts';
import type { DomainEvent } from './events';
import { defineFeature, type LiveRule } from './feature';

/** The `/ws` messages this feature's events send. */
export type DiaryLiveMessage = { type: 'DIARY_CHANGED' };

type DiaryEntryIdAllocated = DomainEvent<'DiaryEntryIdAllocated', Record<string, never>>;

/** Only the owner hears of it, and only that something changed. */
const diaryChanged: ReadonlyArray<LiveRule<unknown, DiaryLiveMessage>> = [
  { to: 'owner', message: { type: 'DIARY_CHANGED' } },
];

/**
 * A diary is the most private thing a person keeps here (likely health data, GDPR Art. 9): the
 * trail says only that an entry came or went, never what it says, how strong or which way.
 */
export const diaryFeature = defineFeature<DiaryEvent | DiaryEntryIdAllocated, DiaryLiveMessage>({
  name: 'diary',
  texts: diaryTexts,
  events: {
    DiaryEntryWritten: { audit: ['entryId'], live: diaryChanged },
    DiaryEntryDeleted: { audit: ['entryId'], live: diaryChanged },
    DiaryEntriesDeleted: { audit: ['entryIds'], live: diaryChanged },
    // Consent is on record (GDPR Art. 7(1)), with the version of the text agreed to.
    DiaryConsentGiven: { audit: ['version'], live: diaryChanged },
    DiaryConsentRevoked: { audit: [], live: diaryChanged },
    DiaryEntryIdAllocated: { audit: false },
  },
  personalData: {
    streams: (userId) => [diaryStreams.diary(userId)],
    readModels: [
      { readModel: diaryModels.diaryEntries, field: 'userId', erased: 'deleted' },
      { readModel: diaryModels.diaryConsents, field: 'userId', erased: 'deleted' },
    ],
  },
});
