import type { DomainEvent } from './events';
import { type FaqEvent, type FaqVoteCast, faqStreams } from './faq';
import { defineFeature } from './feature';

type FaqIdAllocated = DomainEvent<'FaqIdAllocated', Record<string, never>>;

/**
 * FAQs are site content written by admins; a vote is one person's opinion, kept in their own
 * stream and read model, so export holds it and erasure removes it. No `/ws` message yet: the
 * list changes rarely and each client refetches after its own change.
 */
export const faqFeature = defineFeature<FaqEvent | FaqVoteCast | FaqIdAllocated>({
  name: 'faq',
  events: {
    FaqCreated: { audit: ['faqId', 'question', 'category', 'sortOrder', 'isActive'] },
    FaqUpdated: { audit: ['faqId', 'question', 'category', 'sortOrder', 'isActive'] },
    FaqDeleted: { audit: ['faqId'] },
    FaqVoteCast: { audit: ['faqId'] },
    FaqIdAllocated: { audit: false },
  },
  auditRefs: { faqId: 'faq' },
  personalData: {
    streams: (userId) => [faqStreams.votes(userId)],
    readModels: [{ collection: 'faq_votes', field: 'userId', erased: 'deleted' }],
  },
});
