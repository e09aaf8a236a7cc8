import { z } from 'zod';
import type { DomainEvent } from './events';
import type { FrequencyColor } from './frequencies';
import { readModel } from './read-model';
import { idField, idParam, pathParams, singleLineText } from './text';
import type { Language } from './texts';

export const TOKEN_NAME_MAX = 100;

const tokenName = singleLineText('tokenNameInvalid')
  .trim()
  .min(1, 'tokenNameInvalid')
  .max(TOKEN_NAME_MAX, 'tokenNameInvalid');

const frequencyId = idField('frequencyMissing');

/** POST /api/codes/{code}/redeem. Without a name: 'Energietaler N' ('Energy Token N' in English). */
export const redeemBody = z.strictObject({
  name: singleLineText('tokenNameInvalid').trim().max(TOKEN_NAME_MAX, 'tokenNameInvalid').optional(),
  frequencyId,
});
export type RedeemBody = z.input<typeof redeemBody>;

/** PATCH /api/energy-tokens/{id}: any of the three. */
export const tokenPatchBody = z.strictObject({
  name: tokenName.optional(),
  frequencyId: frequencyId.optional(),
  isActive: z.boolean({ error: 'invalidInput' }).optional(),
});
export type TokenPatchBody = z.input<typeof tokenPatchBody>;

export const tokenIdParams = pathParams('tokenNotFound', { id: idParam('tokenNotFound') });

export const TOKEN_ACTIONS = ['activated', 'deactivated'] as const;
export type TokenAction = (typeof TOKEN_ACTIONS)[number];

/** POST /api/token-activities, as the spec's client sends it (the history itself comes from events). */
export const tokenActivityBody = z.strictObject({
  tokenId: idField('tokenNotFound'),
  action: z.enum(TOKEN_ACTIONS, { error: 'tokenActionInvalid' }),
});

export const tokenActivitiesQuery = z.strictObject({
  tokenId: idParam().optional(),
});

/** How many tokens a user has (read model `token_counts`, by user id): what a default name counts. */
export interface TokenCount {
  id: number;
  userId: number;
  count: number;
  /** The last event counted, so that an event applied again is not counted twice. */
  position: string;
}

/** A token's name when none is given: N = the owner's token count plus one (design.md reading 11). */
export const defaultTokenName = (existing: number, language: Language) =>
  `${language === 'en' ? 'Energy Token' : 'Energietaler'} ${existing + 1}`;

/** The frequency as a token card shows it: names and descriptions in both languages, colour. */
export interface TokenFrequency {
  nameDE: string;
  nameEN: string;
  descriptionDE: string;
  descriptionEN: string;
  color: FrequencyColor;
}

/** Read model `energy_tokens`, and an item of GET /api/energy-tokens. */
export interface EnergyToken {
  id: number;
  name: string;
  userId: number;
  frequencyId: number;
  /** Null when the frequency was deleted. */
  frequency: TokenFrequency | null;
  isActive: boolean;
  code: string;
  createdAt: string;
  updatedAt: string;
}

/** Read model `token_activities`: one entry per activation or deactivation. */
export interface TokenActivity {
  id: string;
  tokenId: number;
  userId: number;
  action: TokenAction;
  /** Who switched it (the owner, or an admin acting as them). */
  actorId: number | null;
  at: string;
  seq: number;
}

export const tokenModels = {
  energyTokens: readModel<EnergyToken>('energy_tokens'),
  tokenActivities: readModel<TokenActivity>('token_activities'),
  tokenCounts: readModel<TokenCount>('token_counts'),
};

type TokenRef = { tokenId: number; code: string; userId: number };
export type TokenRenamed = DomainEvent<'TokenRenamed', TokenRef & { name: string }>;
export type TokenFrequencyChanged = DomainEvent<'TokenFrequencyChanged', TokenRef & { frequencyId: number }>;
export type TokenActivated = DomainEvent<'TokenActivated', TokenRef>;
export type TokenDeactivated = DomainEvent<'TokenDeactivated', TokenRef>;
export type TokenDeleted = DomainEvent<'TokenDeleted', TokenRef & { reason: 'admin' | 'accountErased' }>;
export type TokenEvent =
  | TokenRenamed
  | TokenFrequencyChanged
  | TokenActivated
  | TokenDeactivated
  | TokenDeleted;
