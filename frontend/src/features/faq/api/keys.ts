import type { FaqCategory } from '@et/contracts';
import type { LiveRules } from '../../../lib/live';

export interface FaqListParams {
  includeInactive?: boolean;
  category?: FaqCategory;
}

export const faqKeys = {
  all: ['faqs'] as const,
  list: (params: FaqListParams) => ['faqs', params] as const,
};

/** An admin changed the list (or, for admins, someone voted). */
export const faqLive: LiveRules = { FAQS_CHANGED: [faqKeys.all] };
