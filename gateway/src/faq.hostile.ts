import type { HostileOverrides } from './testing/hostile-input';

/** What the FAQ routes' schemas cannot say, for the hostile-input test. */
export const hostile: HostileOverrides = {
  'POST /api/faqs': {
    body: () => ({ question: 'Eine Frage?', answer: 'Eine Antwort.', category: 'usage', sortOrder: 1 }),
  },
  'PATCH /api/faqs/:id': { target: 'faq', body: () => ({ isActive: false }) },
  'DELETE /api/faqs/:id': { target: 'faq' },
  'POST /api/faqs/:id/feedback': { target: 'faq', body: () => ({ helpful: true }) },
};
