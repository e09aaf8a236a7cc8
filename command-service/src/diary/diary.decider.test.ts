import type { DiaryEntryFields, DiaryEvent } from '@et/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../shared/testing';
import { type DiaryCommand, type DiaryState, decide, evolve, initialDiaryState } from './diary.decider';

const spec = specFor<DiaryState, DiaryCommand, DiaryEvent>({
  initialState: initialDiaryState,
  evolve,
  decide,
});

const userId = 7;
const fields: DiaryEntryFields = {
  content: 'Ruhig geschlafen',
  isPositive: true,
  strength: 3,
  date: '2026-03-01',
};
const written = (entryId: number, more: Partial<DiaryEntryFields> = {}): DiaryEvent => ({
  type: 'DiaryEntryWritten',
  data: { userId, entryId, ...fields, ...more },
});
const deleted = (entryId: number): DiaryEvent => ({ type: 'DiaryEntryDeleted', data: { userId, entryId } });
const consentGiven = (version = 1): DiaryEvent => ({ type: 'DiaryConsentGiven', data: { userId, version } });
const consentRevoked: DiaryEvent = { type: 'DiaryConsentRevoked', data: { userId } };

describe('diary decider', () => {
  describe('write', () => {
    it('records a new entry with all its fields', () =>
      spec([])
        .when({
          type: 'WriteEntry',
          userId,
          entryId: 4,
          fields: { ...fields, isPositive: false, strength: 5 },
        })
        .expectEvents([written(4, { isPositive: false, strength: 5 })]));
    it('does not need the consent (the spec’s client never asks)', () =>
      spec([consentRevoked])
        .when({ type: 'WriteEntry', userId, entryId: 4, fields })
        .expectEvents([written(4)]));
    it('refuses an id the stream already holds', () =>
      spec([written(4)])
        .when({ type: 'WriteEntry', userId, entryId: 4, fields })
        .expectRefusal('concurrentChange', 'conflict'));
  });

  describe('delete one', () => {
    it('deletes an own entry', () =>
      spec([written(4), written(5)])
        .when({ type: 'DeleteEntry', userId, entryId: 4 })
        .expectEvents([deleted(4)]));
    it('does not find an entry that is not in this person’s stream', () =>
      spec([written(4)])
        .when({ type: 'DeleteEntry', userId, entryId: 9 })
        .expectRefusal('diaryEntryNotFound', 'notFound'));
    it('does not find an entry twice', () =>
      spec([written(4), deleted(4)])
        .when({ type: 'DeleteEntry', userId, entryId: 4 })
        .expectRefusal('diaryEntryNotFound', 'notFound'));
    it('does not find an entry deleted with all the others', () =>
      spec([written(4), { type: 'DiaryEntriesDeleted', data: { userId, entryIds: [4] } }])
        .when({ type: 'DeleteEntry', userId, entryId: 4 })
        .expectRefusal('diaryEntryNotFound', 'notFound'));
  });

  describe('delete all', () => {
    it('names every entry still there', () =>
      spec([written(5), written(4), written(6), deleted(5)])
        .when({ type: 'DeleteAllEntries', userId })
        .expectEvents([{ type: 'DiaryEntriesDeleted', data: { userId, entryIds: [4, 6] } }]));
    it('records nothing when there is nothing', () =>
      spec([written(4), deleted(4)])
        .when({ type: 'DeleteAllEntries', userId })
        .expectEvents([]));
  });

  describe('consent', () => {
    it('is given once, with the version of the text', () =>
      spec([])
        .when({ type: 'GiveConsent', userId, version: 1 })
        .expectEvents([consentGiven(1)]));
    it('is not given twice for the same text', () =>
      spec([consentGiven(1)])
        .when({ type: 'GiveConsent', userId, version: 1 })
        .expectEvents([]));
    it('is given again for a new text', () =>
      spec([consentGiven(1)])
        .when({ type: 'GiveConsent', userId, version: 2 })
        .expectEvents([consentGiven(2)]));
    it('is given again after a revocation', () =>
      spec([consentGiven(1), consentRevoked])
        .when({ type: 'GiveConsent', userId, version: 1 })
        .expectEvents([consentGiven(1)]));
    it('is revoked when given', () =>
      spec([consentGiven(1)])
        .when({ type: 'RevokeConsent', userId })
        .expectEvents([consentRevoked]));
    it('records nothing when revoked without being given', () =>
      spec([]).when({ type: 'RevokeConsent', userId }).expectEvents([]));
    it('keeps the entries when revoked (deleting them is a choice of its own)', () =>
      spec([written(4), consentGiven(1), consentRevoked])
        .when({ type: 'DeleteEntry', userId, entryId: 4 })
        .expectEvents([deleted(4)]));
  });
});
