import { defineFeature } from './feature';
import { usageModels } from './usage';

/**
 * Usage minutes (design.md reading 13): a read model of the tokens' and the reward session's
 * events; it appends none of its own. Per person, so export and erasure cover it.
 */
export const usageFeature = defineFeature({
  name: 'usage',
  events: {},
  personalData: {
    readModels: [
      { readModel: usageModels.tokenUsage, field: 'userId', erased: 'deleted' },
      { readModel: usageModels.rewardSessions, field: 'userId', erased: 'deleted' },
    ],
  },
});
