import { accountsCommands } from './accounts/accounts.feature';
import { codesCommands } from './codes/codes.feature';
import { diaryCommands } from './diary/diary.feature';
import { faqCommands } from './faq/faq.feature';
import type { CommandFeature } from './feature';
import { frequenciesCommands } from './frequencies/frequencies.feature';
import { handoversCommands } from './handovers/handovers.feature';
import { legalCommands } from './legal/legal.feature';
import { messagesCommands } from './messages/messages.feature';
import { privacyCommands } from './privacy/privacy.feature';
import { rewardsCommands } from './rewards/rewards.feature';
import { ringRequestsCommands } from './ring-requests/ring-requests.feature';
import { ringsCommands } from './rings/rings.feature';
import { settingsCommands } from './settings/settings.feature';
import { tokensCommands } from './tokens/tokens.feature';
import { uploadsCommands } from './uploads/uploads.feature';
import { usersCommands } from './users/users.feature';

/** Every feature of the command service: one line each. */
export const commandFeatures: readonly CommandFeature[] = [
  accountsCommands,
  usersCommands,
  settingsCommands,
  frequenciesCommands,
  // Before codes and rings: the erasure ends open handovers before it deletes the items.
  handoversCommands,
  codesCommands,
  tokensCommands,
  ringsCommands,
  ringRequestsCommands,
  privacyCommands,
  uploadsCommands,
  diaryCommands,
  faqCommands,
  legalCommands,
  rewardsCommands,
  messagesCommands,
];
