import { adminLive } from '../features/admin/api/keys';
import { auditLive } from '../features/audit/api/keys';
import { codesLive } from '../features/codes/api/keys';
import { diaryLive } from '../features/diary/api/keys';
import { faqLive } from '../features/faq/api/keys';
import { frequenciesLive } from '../features/frequencies/api/keys';
import { handoversLive } from '../features/handovers/api/keys';
import { messagesLive } from '../features/messages/api/keys';
import { rewardsLive } from '../features/rewards/api/keys';
import { ringRequestsLive } from '../features/ring-requests/api/keys';
import { ringsLive } from '../features/rings/api/keys';
import { tokensLive } from '../features/tokens/api/keys';
import { usersLive } from '../features/users/api/keys';
import type { LiveRules } from '../lib/live';
import { sessionLive } from '../lib/session-keys';

/** Which cached queries each `/ws` message makes stale: every feature's declaration, one line each. */
export const liveRules: readonly LiveRules[] = [
  sessionLive,
  adminLive,
  auditLive,
  codesLive,
  diaryLive,
  frequenciesLive,
  handoversLive,
  messagesLive,
  rewardsLive,
  ringsLive,
  ringRequestsLive,
  tokensLive,
  faqLive,
  usersLive,
];
