import type { FaqEvent, FaqFields, FaqVoteCast } from '@et/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../shared/testing';
import { decide, evolve, type FaqCommand, type FaqState, initialFaqState } from './faq.decider';
import { type CastFaqVote, type FaqVotesState, faqVotesDecider } from './faq-votes.decider';

const spec = specFor<FaqState, FaqCommand, FaqEvent>({ initialState: initialFaqState, evolve, decide });
const voteSpec = specFor<FaqVotesState, CastFaqVote, FaqVoteCast>(faqVotesDecider);

const faqId = 4;
const fields: FaqFields = {
  question: 'Wie aktiviere ich einen Energietaler?',
  answer: 'Mit dem Schalter auf seiner Karte.',
  videoUrl: null,
  category: 'usage',
  sortOrder: 0,
  isActive: true,
};
const created: FaqEvent = { type: 'FaqCreated', data: { faqId, ...fields } };
const deleted: FaqEvent = { type: 'FaqDeleted', data: { faqId } };

describe('faq decider', () => {
  describe('create', () => {
    it('creates an FAQ on a new stream', () =>
      spec([]).when({ type: 'CreateFaq', faqId, fields }).expectEvents([created]));
    it('refuses an existing stream', () =>
      spec([created])
        .when({ type: 'CreateFaq', faqId, fields })
        .expectRefusal('concurrentChange', 'conflict'));
  });

  describe('update', () => {
    it('records all fields, the ones not sent unchanged', () =>
      spec([created])
        .when({ type: 'UpdateFaq', changes: { isActive: false, sortOrder: 3 } })
        .expectEvents([{ type: 'FaqUpdated', data: { faqId, ...fields, isActive: false, sortOrder: 3 } }]));
    it('removes a video when sent as none', () =>
      spec([{ type: 'FaqCreated', data: { faqId, ...fields, videoUrl: 'https://youtu.be/abc' } }])
        .when({ type: 'UpdateFaq', changes: { videoUrl: null } })
        .expectEvents([{ type: 'FaqUpdated', data: { faqId, ...fields, videoUrl: null } }]));
    it('records nothing when nothing changed', () =>
      spec([created])
        .when({ type: 'UpdateFaq', changes: { category: 'usage', question: fields.question } })
        .expectEvents([]));
    it('records nothing for an empty change', () =>
      spec([created]).when({ type: 'UpdateFaq', changes: {} }).expectEvents([]));
    it('compares with the latest update', () =>
      spec([created, { type: 'FaqUpdated', data: { faqId, ...fields, category: 'other' } }])
        .when({ type: 'UpdateFaq', changes: { category: 'usage' } })
        .expectEvents([{ type: 'FaqUpdated', data: { faqId, ...fields } }]));
    it('refuses an unknown FAQ', () =>
      spec([])
        .when({ type: 'UpdateFaq', changes: { sortOrder: 1 } })
        .expectRefusal('faqNotFound', 'notFound'));
    it('refuses a deleted FAQ', () =>
      spec([created, deleted])
        .when({ type: 'UpdateFaq', changes: {} })
        .expectRefusal('faqNotFound', 'notFound'));
  });

  describe('delete', () => {
    it('deletes an FAQ', () => spec([created]).when({ type: 'DeleteFaq' }).expectEvents([deleted]));
    it('refuses an unknown FAQ', () =>
      spec([]).when({ type: 'DeleteFaq' }).expectRefusal('faqNotFound', 'notFound'));
    it('refuses to delete twice', () =>
      spec([created, deleted]).when({ type: 'DeleteFaq' }).expectRefusal('faqNotFound', 'notFound'));
  });
});

describe('faq votes decider', () => {
  const vote = (helpful: boolean, faqShown = true): CastFaqVote => ({
    type: 'CastFaqVote',
    userId: 7,
    faqId,
    helpful,
    faqShown,
  });
  const cast = (helpful: boolean, id = faqId): FaqVoteCast => ({
    type: 'FaqVoteCast',
    data: { userId: 7, faqId: id, helpful },
  });

  it('records a first vote', () =>
    voteSpec([])
      .when(vote(true))
      .expectEvents([cast(true)]));
  it('changes a vote', () =>
    voteSpec([cast(true)])
      .when(vote(false))
      .expectEvents([cast(false)]));
  it('records nothing for the same vote again', () =>
    voteSpec([cast(false)])
      .when(vote(false))
      .expectEvents([]));
  it('keeps votes on other FAQs apart', () =>
    voteSpec([cast(true, 99)])
      .when(vote(true))
      .expectEvents([cast(true)]));
  it('refuses an FAQ that is not shown', () =>
    voteSpec([]).when(vote(true, false)).expectRefusal('faqNotFound', 'notFound'));
});
