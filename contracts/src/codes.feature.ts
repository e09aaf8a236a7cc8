import {
  type CodeCreated,
  type CodeDeleted,
  type CodeRedeemed,
  type CodeRedemptionFailed,
  codeModels,
  codeStreams,
} from './codes';
import { codesTexts } from './codes-texts';
import { defineFeature } from './feature';
import type { TokensLiveMessage } from './tokens.feature';

/** The `/ws` messages this feature's events send. */
export type CodesLiveMessage =
  | { type: 'CODE_CREATED' | 'CODE_DELETED' | 'CODE_REDEEMED' }
  /** A redemption creates the token (the tokens feature's message). */
  | TokensLiveMessage;

export const codesFeature = defineFeature<
  CodeCreated | CodeRedeemed | CodeDeleted | CodeRedemptionFailed,
  CodesLiveMessage
>({
  name: 'codes',
  texts: codesTexts,
  events: {
    CodeCreated: { audit: ['code', 'origin'], live: [{ to: 'admins', message: { type: 'CODE_CREATED' } }] },
    // The token's name is the owner's own text: not in the trail.
    CodeRedeemed: {
      audit: ['code', 'tokenId', 'frequencyId'],
      live: [
        { to: 'admins', message: { type: 'CODE_REDEEMED' } },
        { to: 'owner', message: (data) => ({ type: 'TOKEN_CREATED', tokenId: data.tokenId }) },
        { to: 'admins', message: (data) => ({ type: 'TOKEN_CREATED', tokenId: data.tokenId }) },
      ],
    },
    CodeDeleted: { audit: ['code'], live: [{ to: 'admins', message: { type: 'CODE_DELETED' } }] },
    // What was typed may be any text: only why it failed.
    CodeRedemptionFailed: { audit: ['reason'] },
  },
  auditRefs: { code: 'code' },
  personalData: {
    streams: (userId) => [codeStreams.redeemAttempts(userId)],
    readModels: [
      { readModel: codeModels.codes, field: 'userId', erased: { cleared: ['username'] } },
      { readModel: codeModels.codeOwners, field: 'id', erased: 'deleted' },
    ],
  },
});
