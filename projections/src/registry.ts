import { accountsProjection } from './accounts/accounts.projection';
import { auditProjection } from './audit/audit.projection';
import { codesProjection } from './codes/codes.projection';
import { diaryProjection } from './diary/diary.projection';
import { faqProjection } from './faq/faq.projection';
import { frequenciesProjection } from './frequencies/frequencies.projection';
import { legalProjection } from './legal/legal.projection';
import { messagesProjection } from './messages/messages.projection';
import type { Projection } from './projection';
import { rewardsProjection } from './rewards/rewards.projection';
import { ringRequestsProjection } from './ring-requests/ring-requests.projection';
import { ringsProjection } from './rings/rings.projection';
import { settingsProjection } from './settings/settings.projection';
import { tokensProjection } from './tokens/tokens.projection';
import { usageMinutesProjection } from './usage-minutes/usage-minutes.projection';

/** Every projection of the product, in the order they are applied. */
export const projections: readonly Projection[] = [
  accountsProjection,
  auditProjection,
  settingsProjection,
  frequenciesProjection,
  codesProjection,
  tokensProjection,
  ringsProjection,
  ringRequestsProjection,
  diaryProjection,
  faqProjection,
  legalProjection,
  rewardsProjection,
  usageMinutesProjection,
  messagesProjection,
];
