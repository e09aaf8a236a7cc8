import type { DomainEvent } from './events';
import { defineFeature, type LiveRule } from './feature';
import { type TokenEvent, tokenModels } from './tokens';
import { tokensTexts } from './tokens-texts';

/** The `/ws` messages this feature's events send. */
export type TokensLiveMessage = {
  type: 'TOKEN_CREATED' | 'TOKEN_CHANGED' | 'TOKEN_DELETED';
  tokenId: number;
};

type TokenIdAllocated = DomainEvent<'TokenIdAllocated', Record<string, never>>;

/** The owner and every admin hear that a token changed. */
const tokenChanged = (
  type: 'TOKEN_CHANGED' | 'TOKEN_DELETED',
): ReadonlyArray<LiveRule<{ tokenId: number }, TokensLiveMessage>> => [
  { to: 'owner', message: (data) => ({ type, tokenId: data.tokenId }) },
  { to: 'admins', message: (data) => ({ type, tokenId: data.tokenId }) },
];

/** Tokens live in their code's stream (`code-{CODE}`); redeeming a code creates one (codes feature). */
export const tokensFeature = defineFeature<TokenEvent | TokenIdAllocated, TokensLiveMessage>({
  name: 'tokens',
  texts: tokensTexts,
  events: {
    // The name is the owner's own text: not in the trail.
    TokenRenamed: { audit: ['tokenId', 'code'], live: tokenChanged('TOKEN_CHANGED') },
    TokenFrequencyChanged: { audit: ['tokenId', 'code', 'frequencyId'], live: tokenChanged('TOKEN_CHANGED') },
    TokenActivated: { audit: ['tokenId', 'code'], live: tokenChanged('TOKEN_CHANGED') },
    TokenDeactivated: { audit: ['tokenId', 'code'], live: tokenChanged('TOKEN_CHANGED') },
    TokenDeleted: { audit: ['tokenId', 'code', 'reason'], live: tokenChanged('TOKEN_DELETED') },
    TokenIdAllocated: { audit: false },
  },
  auditRefs: { tokenId: 'token' },
  personalData: {
    readModels: [
      { readModel: tokenModels.energyTokens, field: 'userId', erased: 'deleted' },
      { readModel: tokenModels.tokenActivities, field: 'userId', erased: 'deleted' },
      { readModel: tokenModels.tokenCounts, field: 'userId', erased: 'deleted' },
    ],
  },
});
