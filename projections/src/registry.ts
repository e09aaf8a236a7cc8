import { accountsProjections } from './accounts/accounts.feature';
import { auditProjections } from './audit/audit.feature';
import { codesProjections } from './codes/codes.feature';
import { diaryProjections } from './diary/diary.feature';
import { faqProjections } from './faq/faq.feature';
import type { ProjectionFeature } from './feature';
import { frequenciesProjections } from './frequencies/frequencies.feature';
import { handoversProjections } from './handovers/handovers.feature';
import { legalProjections } from './legal/legal.feature';
import type { MailRule } from './mail/mail-rule';
import { messagesProjections } from './messages/messages.feature';
import type { Projection } from './projection';
import { rewardsProjections } from './rewards/rewards.feature';
import { ringRequestsProjections } from './ring-requests/ring-requests.feature';
import { ringsProjections } from './rings/rings.feature';
import { settingsProjections } from './settings/settings.feature';
import { tokensProjections } from './tokens/tokens.feature';
import { usageMinutesProjections } from './usage-minutes/usage-minutes.feature';

/** Every feature of the projections process: one line each, in the order they are applied. */
export const projectionFeatures: readonly ProjectionFeature[] = [
  accountsProjections,
  auditProjections,
  settingsProjections,
  frequenciesProjections,
  codesProjections,
  tokensProjections,
  ringsProjections,
  ringRequestsProjections,
  diaryProjections,
  faqProjections,
  legalProjections,
  rewardsProjections,
  usageMinutesProjections,
  messagesProjections,
  handoversProjections,
];

/** Every projection of the product, in the order they are applied. */
export const projections: readonly Projection[] = projectionFeatures.flatMap(
  (feature) => feature.projections,
);

/** Every e-mail the product sends in reaction to an event. */
export const mailRules: readonly MailRule[] = projectionFeatures.flatMap(
  (feature) => feature.mailRules ?? [],
);
