import { z } from 'zod';
import type { DomainEvent } from './events';
import { FREQUENCY_COLORS } from './frequencies';
import type { Language } from './language';
import { readModel } from './read-model';
import { idField, idParam, pathParams, singleLineText } from './text';

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
export const tokenFrequencySchema = z.object({
  nameDE: z.string(),
  nameEN: z.string(),
  descriptionDE: z.string(),
  descriptionEN: z.string(),
  color: z.enum(FREQUENCY_COLORS),
});
export type TokenFrequency = z.infer<typeof tokenFrequencySchema>;

/** Read model `energy_tokens`, and an item of GET /api/energy-tokens. */
export const energyTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  userId: z.number().int(),
  frequencyId: z.number().int(),
  /** Null when the frequency was deleted. */
  frequency: tokenFrequencySchema.nullable(),
  isActive: z.boolean(),
  code: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EnergyToken = z.infer<typeof energyTokenSchema>;

/** GET /api/energy-tokens. */
export const energyTokensAnswer = z.array(energyTokenSchema);

/** Read model `token_activities`: one entry per activation or deactivation. */
export const tokenActivitySchema = z.object({
  id: z.string(),
  tokenId: z.number().int(),
  userId: z.number().int(),
  action: z.enum(TOKEN_ACTIONS),
  /** Who switched it (the owner, or an admin acting as them). */
  actorId: z.number().int().nullable(),
  at: z.string(),
  seq: z.number().int(),
});
export type TokenActivity = z.infer<typeof tokenActivitySchema>;

/** GET /api/token-activities. */
export const tokenActivitiesAnswer = z.array(tokenActivitySchema);

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
