import { type Faq, faqModels, faqsAnswer, faqsQuery } from '@et/contracts';
import type { Filter, ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';

/**
 * GET /api/faqs: active FAQs in their order, each with the caller's own vote. `includeInactive`
 * is honoured for admins only, who also see how often each FAQ helped.
 */
export const faqQueryRoutes: ScopedRoutes<QueryContext> = {
  user(app, ctx) {
    const schema = { querystring: faqsQuery, response: { 200: faqsAnswer } };
    app.get('/api/faqs', { schema }, async (request): Promise<Faq[]> => {
      const { includeInactive, category } = request.query;
      const isAdmin = request.auth.user.isAdmin;
      const filter: Filter = {};
      if (!(isAdmin && includeInactive)) filter.isActive = true;
      if (category && category !== 'all') filter.category = category;
      const votes = ctx.readModels.collection(faqModels.faqVotes);
      const [faqs, mine] = await Promise.all([
        ctx.readModels.collection(faqModels.faqs).find(filter),
        votes.find({ userId: request.auth.user.id }),
      ]);
      faqs.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
      const myVotes = new Map(mine.map((vote) => [vote.faqId, vote.helpful]));
      return Promise.all(
        faqs.map(async (faq): Promise<Faq> => {
          const answer: Faq = { ...faq, myVote: myVotes.get(faq.id) ?? null };
          if (!isAdmin) return answer;
          const [helpfulCount, notHelpfulCount] = await Promise.all([
            votes.count({ faqId: faq.id, helpful: true }),
            votes.count({ faqId: faq.id, helpful: false }),
          ]);
          return { ...answer, helpfulCount, notHelpfulCount };
        }),
      );
    });
  },
};
