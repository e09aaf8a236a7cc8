import { accountsQueries } from './accounts/accounts.feature';
import { adminQueries } from './admin/admin.feature';
import { auditQueries } from './audit/audit.feature';
import { codesQueries } from './codes/codes.feature';
import { diaryQueries } from './diary/diary.feature';
import { faqQueries } from './faq/faq.feature';
import type { QueryFeature } from './feature';
import { frequenciesQueries } from './frequencies/frequencies.feature';
import { handoversQueries } from './handovers/handovers.feature';
import { legalQueries } from './legal/legal.feature';
import { messagesQueries } from './messages/messages.feature';
import { privacyQueries } from './privacy/privacy.feature';
import { rewardsQueries } from './rewards/rewards.feature';
import { ringRequestsQueries } from './ring-requests/ring-requests.feature';
import { ringsQueries } from './rings/rings.feature';
import { settingsQueries } from './settings/settings.feature';
import { tokensQueries } from './tokens/tokens.feature';
import { uploadsQueries } from './uploads/uploads.feature';
import { usersQueries } from './users/users.feature';

/** Every feature of the query service: one line each. */
export const queryFeatures: readonly QueryFeature[] = [
  accountsQueries,
  usersQueries,
  auditQueries,
  adminQueries,
  settingsQueries,
  frequenciesQueries,
  tokensQueries,
  codesQueries,
  ringsQueries,
  ringRequestsQueries,
  privacyQueries,
  uploadsQueries,
  diaryQueries,
  faqQueries,
  legalQueries,
  rewardsQueries,
  messagesQueries,
  handoversQueries,
];
