import type { DomainEvent } from './events';
import { type FaqEvent, type FaqVoteCast, faqModels, faqStreams } from './faq';
import { faqTexts } from './faq-texts';
import { defineFeature, type LiveRule } from './feature';

/** The `/ws` messages this feature's events send. */
export type FaqLiveMessage = { type: 'FAQS_CHANGED' };

type FaqIdAllocated = DomainEvent<'FaqIdAllocated', Record<string, never>>;

const listChanged: ReadonlyArray<LiveRule<unknown, FaqLiveMessage>> = [
  { to: 'everyone', message: { type: 'FAQS_CHANGED' } },
];
/** A vote: the voter's other devices show it, admins see the counts. */
const voteCast: ReadonlyArray<LiveRule<unknown, FaqLiveMessage>> = [
  { to: 'owner', message: { type: 'FAQS_CHANGED' } },
  { to: 'admins', message: { type: 'FAQS_CHANGED' } },
];

/**
 * FAQs are site content written by admins; a vote is one person's opinion, kept in their own
 * stream and read model, so export holds it and erasure removes it.
 */
export const faqFeature = defineFeature<FaqEvent | FaqVoteCast | FaqIdAllocated, FaqLiveMessage>({
  name: 'faq',
  texts: faqTexts,
  events: {
    FaqCreated: { audit: ['faqId', 'question', 'category', 'sortOrder', 'isActive'], live: listChanged },
    FaqUpdated: { audit: ['faqId', 'question', 'category', 'sortOrder', 'isActive'], live: listChanged },
    FaqDeleted: { audit: ['faqId'], live: listChanged },
    FaqVoteCast: { audit: ['faqId'], live: voteCast },
    FaqIdAllocated: { audit: false },
  },
  auditRefs: { faqId: 'faq' },
  personalData: {
    streams: (userId) => [faqStreams.votes(userId)],
    readModels: [{ readModel: faqModels.faqVotes, field: 'userId', erased: 'deleted' }],
  },
});
