import type { FaqCategory } from '@et/contracts';

export interface FaqListParams {
  includeInactive?: boolean;
  category?: FaqCategory;
}

/** No `/ws` message for FAQs yet: each client refetches after its own change. */
export const faqKeys = {
  all: ['faqs'] as const,
  list: (params: FaqListParams) => ['faqs', params] as const,
};
