import { type FaqFields, faqModels, faqStreams, faqVoteId } from '@et/contracts';
import { it } from 'vitest';
import { userDeleted } from '../testing/account-events';
import { describeProjection, type GivenEvent, recordedAt } from '../testing/projection-spec';
import { faqProjection } from './faq.projection';

const fields: FaqFields = {
  question: 'Wie lade ich den Taler auf?',
  answer: 'Gar nicht.',
  videoUrl: null,
  category: 'usage',
  sortOrder: 2,
  isActive: true,
};
const created = (faqId: number, more: Partial<FaqFields> = {}): GivenEvent => ({
  type: 'FaqCreated',
  data: { faqId, ...fields, ...more },
  streamId: faqStreams.faq(faqId),
});
const updated = (faqId: number, more: Partial<FaqFields>): GivenEvent => ({
  type: 'FaqUpdated',
  data: { faqId, ...fields, ...more },
  streamId: faqStreams.faq(faqId),
});
const deleted = (faqId: number): GivenEvent => ({
  type: 'FaqDeleted',
  data: { faqId },
  streamId: faqStreams.faq(faqId),
});
const vote = (faqId: number, userId: number, helpful: boolean): GivenEvent => ({
  type: 'FaqVoteCast',
  data: { faqId, userId, helpful },
  streamId: faqStreams.votes(userId),
});

describeProjection(faqProjection, (spec) => {
  it('lists a new FAQ with its fields, created and updated when it was recorded', () =>
    spec
      .given(created(1))
      .expect(faqModels.faqs)
      .toEqual([{ id: 1, ...fields, createdAt: recordedAt(1), updatedAt: recordedAt(1) }]));

  it('takes the fields of an update and its time, and keeps when the FAQ was created', () =>
    spec
      .given(created(1))
      .when(updated(1, { question: 'Neu?', isActive: false, videoUrl: 'https://example.com/v' }))
      .expect(faqModels.faqs)
      .toEqual([
        {
          id: 1,
          ...fields,
          question: 'Neu?',
          isActive: false,
          videoUrl: 'https://example.com/v',
          createdAt: recordedAt(1),
          updatedAt: recordedAt(2),
        },
      ]));

  it('does not bring a deleted FAQ back with an update', () =>
    spec
      .given(created(1), deleted(1))
      .when(updated(1, { question: 'Neu?' }))
      .expect(faqModels.faqs)
      .toBeEmpty());

  it('keeps one vote per person and FAQ: the latest', () =>
    spec
      .given(created(1), vote(1, 7, true))
      .when(vote(1, 7, false))
      .expect(faqModels.faqVotes)
      .toEqual([{ id: faqVoteId(1, 7), faqId: 1, userId: 7, helpful: false, votedAt: recordedAt(3) }]));

  it('drops a deleted FAQ with its votes, and leaves the other FAQs’ votes', async () => {
    const scenario = spec
      .given(created(1), created(2), vote(1, 7, true), vote(2, 7, true), vote(1, 9, false))
      .when(deleted(1));
    await scenario.expect(faqModels.faqs).toMatchObject([{ id: 2 }]);
    await scenario.expect(faqModels.faqVotes).toMatchObject([{ faqId: 2, userId: 7 }]);
  });

  const story = [
    created(1),
    created(2),
    vote(1, 7, true),
    vote(2, 7, false),
    vote(1, 9, true),
    vote(1, 7, false),
  ];

  it('erases the person’s votes, and keeps the FAQs and everybody else’s votes', async () => {
    const erased = spec.given(...story).when(userDeleted(7));
    await erased.expectErased(7);
    await erased.expect(faqModels.faqVotes).toMatchObject([{ id: faqVoteId(1, 9), helpful: true }]);
    await erased.expect(faqModels.faqs).toMatchObject([{ id: 1 }, { id: 2 }]);
  });

  it('gives the same documents applied twice or rebuilt', () =>
    spec.given(...story, deleted(2)).expectStable());

  it('after an erasure, a rebuild without the person’s votes stream gives the same documents', () =>
    spec
      .given(...story)
      .when(userDeleted(7))
      .expectStable({ withoutStreams: [faqStreams.votes(7)] }));
});
