import { type FaqEvent, type FaqVoteCast, faqModels, faqVoteId, type UserDeleted } from '@et/contracts';
import type { Projection } from '../projection';

/** The FAQ list, and each person's vote on it (personal: dropped with the account). */
export const faqProjection: Projection = {
  name: 'faq',
  version: 1,
  collections: [faqModels.faqs, faqModels.faqVotes],
  async apply(recorded, ctx) {
    const event = recorded as unknown as FaqEvent | FaqVoteCast | UserDeleted;
    const faqs = ctx.collection(faqModels.faqs);
    const votes = ctx.collection(faqModels.faqVotes);
    const at = recorded.recordedAt;
    switch (event.type) {
      case 'FaqCreated': {
        const { faqId, ...fields } = event.data;
        await faqs.upsert({ id: faqId, ...fields, createdAt: at, updatedAt: at });
        return;
      }
      case 'FaqUpdated': {
        const { faqId, ...fields } = event.data;
        await faqs.update(faqId, { ...fields, updatedAt: at });
        return;
      }
      case 'FaqDeleted':
        await faqs.delete(event.data.faqId);
        await votes.deleteMany({ faqId: event.data.faqId });
        return;
      case 'FaqVoteCast': {
        const { faqId, userId, helpful } = event.data;
        await votes.upsert({ id: faqVoteId(faqId, userId), faqId, userId, helpful, votedAt: at });
        return;
      }
      case 'UserDeleted':
        await votes.deleteMany({ userId: event.data.userId });
        return;
    }
  },
};
