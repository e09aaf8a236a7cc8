import { type DiaryEntryFields, diaryModels, diaryStreams } from '@et/contracts';
import { it } from 'vitest';
import { userDeleted } from '../testing/account-events';
import { describeProjection, type GivenEvent, recordedAt } from '../testing/projection-spec';
import { diaryProjection } from './diary.projection';

const fields: DiaryEntryFields = {
  content: 'Ruhig geschlafen',
  isPositive: true,
  strength: 3,
  date: '2026-03-01',
};
const inDiary = (userId: number) => ({ streamId: diaryStreams.diary(userId) });
const written = (entryId: number, userId = 7, more: Partial<DiaryEntryFields> = {}): GivenEvent => ({
  type: 'DiaryEntryWritten',
  data: { userId, entryId, ...fields, ...more },
  ...inDiary(userId),
});
const deleted = (entryId: number, userId = 7): GivenEvent => ({
  type: 'DiaryEntryDeleted',
  data: { userId, entryId },
  ...inDiary(userId),
});
const deletedMany = (entryIds: number[], userId = 7): GivenEvent => ({
  type: 'DiaryEntriesDeleted',
  data: { userId, entryIds },
  ...inDiary(userId),
});
const consentGiven = (version: number, userId = 7): GivenEvent => ({
  type: 'DiaryConsentGiven',
  data: { userId, version },
  ...inDiary(userId),
});
const consentRevoked = (userId = 7): GivenEvent => ({
  type: 'DiaryConsentRevoked',
  data: { userId },
  ...inDiary(userId),
});

describeProjection(diaryProjection, (spec) => {
  it('keeps a written entry with its fields, its owner and when it was written', () =>
    spec
      .given(written(4, 7, { isPositive: false, strength: 5 }))
      .expect(diaryModels.diaryEntries)
      .toEqual([{ id: 4, userId: 7, ...fields, isPositive: false, strength: 5, createdAt: recordedAt(1) }]));

  it('deletes one entry and leaves the others', () =>
    spec
      .given(written(4), written(5))
      .when(deleted(4))
      .expect(diaryModels.diaryEntries)
      .toMatchObject([{ id: 5 }]));

  it('deletes the entries a bulk deletion names, and no others', () =>
    spec
      .given(written(4), written(5), written(6), written(8, 9))
      .when(deletedMany([4, 6]))
      .expect(diaryModels.diaryEntries)
      .toMatchObject([{ id: 5 }, { id: 8, userId: 9 }]));

  it('records a consent with its version and time, nothing revoked yet', () =>
    spec
      .given(consentGiven(2))
      .expect(diaryModels.diaryConsents)
      .toEqual([{ id: 7, userId: 7, consented: true, version: 2, givenAt: recordedAt(1), revokedAt: null }]));

  it('keeps the version and time agreed to when the consent is revoked', () =>
    spec
      .given(consentGiven(2))
      .when(consentRevoked())
      .expect(diaryModels.diaryConsents)
      .toEqual([
        { id: 7, userId: 7, consented: false, version: 2, givenAt: recordedAt(1), revokedAt: recordedAt(2) },
      ]));

  it('revoked without ever consenting: no version, no time given', () =>
    spec
      .given(consentRevoked())
      .expect(diaryModels.diaryConsents)
      .toEqual([
        { id: 7, userId: 7, consented: false, version: null, givenAt: null, revokedAt: recordedAt(1) },
      ]));

  it('consent given again takes the new version and time, and remembers the last revocation', () =>
    spec
      .given(consentGiven(1), consentRevoked())
      .when(consentGiven(2))
      .expect(diaryModels.diaryConsents)
      .toEqual([
        { id: 7, userId: 7, consented: true, version: 2, givenAt: recordedAt(3), revokedAt: recordedAt(2) },
      ]));

  const story = [written(4), written(5), consentGiven(1), written(6, 9), consentGiven(1, 9), deleted(5)];

  it('erases the person’s entries and consent, and nobody else’s', async () => {
    const erased = spec.given(...story).when(userDeleted(7));
    await erased.expectErased(7);
    await erased.expect(diaryModels.diaryEntries).toMatchObject([{ id: 6, userId: 9 }]);
    await erased.expect(diaryModels.diaryConsents).toMatchObject([{ id: 9, consented: true }]);
  });

  it('gives the same documents applied twice or rebuilt', () => spec.given(...story).expectStable());

  it('after an erasure, a rebuild without the person’s diary stream gives the same documents', () =>
    spec
      .given(...story)
      .when(userDeleted(7))
      .expectStable({ withoutStreams: [diaryStreams.diary(7)] }));
});
