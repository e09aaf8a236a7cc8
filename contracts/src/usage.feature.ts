import { defineFeature } from './feature';

/**
 * Usage minutes (design.md reading 13): a read model of the tokens' and the reward session's
 * events; it appends none of its own. Per person, so export and erasure cover it.
 */
export const usageFeature = defineFeature({
  name: 'usage',
  events: {},
  personalData: {
    readModels: [
      { collection: 'token_usage', field: 'userId', erased: 'deleted' },
      { collection: 'reward_sessions', field: 'userId', erased: 'deleted' },
    ],
  },
});
