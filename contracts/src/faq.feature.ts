import type { DomainEvent } from './events';
import { type FaqEvent, type FaqVoteCast, faqModels, faqStreams } from './faq';
import { defineFeature, type LiveRule } from './feature';

type FaqIdAllocated = DomainEvent<'FaqIdAllocated', Record<string, never>>;

const listChanged: ReadonlyArray<LiveRule> = [{ to: 'everyone', message: { type: 'FAQS_CHANGED' } }];
/** A vote: the voter's other devices show it, admins see the counts. */
const voteCast: ReadonlyArray<LiveRule> = [
  { to: 'owner', message: { type: 'FAQS_CHANGED' } },
  { to: 'admins', message: { type: 'FAQS_CHANGED' } },
];

/**
 * FAQs are site content written by admins; a vote is one person's opinion, kept in their own
 * stream and read model, so export holds it and erasure removes it.
 */
export const faqFeature = defineFeature<FaqEvent | FaqVoteCast | FaqIdAllocated>({
  name: 'faq',
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
