import { z } from 'zod';
import { isImageAddress } from './image-address';
import { normalizeCode } from './limits';
import { pageCursorParam } from './paging';
import { readModel } from './read-model';
import {
  idField,
  idParam,
  isSingleLineText,
  multiLineText,
  pathParams,
  plainNumberParam,
  singleLineText,
} from './text';
import type { MessageKey } from './texts';

/** The built-in ring types (spec 3 and 9); any other code an admin creates counts as `other`. */
export const RING_TYPE_CODES = ['gold', 'silver', 'original', 'space'] as const;
export type BuiltInRingType = (typeof RING_TYPE_CODES)[number];
/** How a ring's type is shown when no picture of its own is there: one of the four, else `other`. */
export type RingTypeKind = BuiltInRingType | 'other';
export const ringTypeKind = (code: string): RingTypeKind =>
  (RING_TYPE_CODES as readonly string[]).includes(code) ? (code as BuiltInRingType) : 'other';

/** Ring codes have 6 letters or digits, typed in upper case (spec 9). */
export const RING_CODE_LENGTH = 6;
export const ringCodePattern = /^[A-Z0-9]{6}$/;
export const MAX_RING_CODE_BATCH = 500;

// ---------------------------------------------------------------------------------------------
// Ring types

/** A ring type's code: lower-case letters, digits, `-` and `_` (gold, silver, crystal). */
export const ringTypeCodePattern = /^[a-z0-9][a-z0-9_-]{0,39}$/;

const requiredText = (line: typeof singleLineText, key: MessageKey, max: number) =>
  line(key)
    .transform((s) => s.trim())
    .pipe(z.string().min(1, key).max(max, 'frequencyTooLong'));

/** An image the app serves (`/uploads/…`, a path of the site) or an https:// address. */
const imageUrl = singleLineText('ringTypeImageRequired')
  .trim()
  .min(1, 'ringTypeImageRequired')
  .max(2000, 'ringTypeImageInvalid')
  .refine(isImageAddress, 'ringTypeImageInvalid');

const ringTypeCode = singleLineText('ringTypeCodeRequired')
  .trim()
  .toLowerCase()
  .min(1, 'ringTypeCodeRequired')
  .regex(ringTypeCodePattern, 'ringTypeCodeInvalid');

const ringTypeFields = {
  nameDE: requiredText(singleLineText, 'frequencyNameDeRequired', 100),
  nameEN: requiredText(singleLineText, 'frequencyNameEnRequired', 100),
  descriptionDE: requiredText(multiLineText, 'frequencyDescriptionDeRequired', 2000),
  descriptionEN: requiredText(multiLineText, 'frequencyDescriptionEnRequired', 2000),
  imageUrl,
};

/** POST /api/ring-types: the code (unique) and the four texts and the image, all required (spec 5). */
export const ringTypeBody = z.strictObject({ code: ringTypeCode, ...ringTypeFields });
export type RingTypeBody = z.input<typeof ringTypeBody>;

/** PUT /api/ring-types/{id}: the same fields; the code stays what it is (rings and codes name it). */
export const ringTypeUpdateBody = z.strictObject({ code: ringTypeCode.optional(), ...ringTypeFields });
export type RingTypeUpdateBody = z.input<typeof ringTypeUpdateBody>;

/** What a ring type says about itself: everything but its id and code. */
export type RingTypeTexts = Omit<z.output<typeof ringTypeBody>, 'code'>;

export const ringTypeIdParams = pathParams('ringTypeNotFound', { id: idParam('ringTypeNotFound') });

/** Read model `ring_types`, and an item of GET /api/ring-types (users and admins). */
export const ringTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameDE: z.string(),
  nameEN: z.string(),
  descriptionDE: z.string(),
  descriptionEN: z.string(),
  /** '' when cleared: the client shows the default picture of the type. */
  imageUrl: z.string(),
});
export type RingType = z.infer<typeof ringTypeSchema>;

/** GET /api/ring-types and POST /api/ring-types/defaults. */
export const ringTypesAnswer = z.array(ringTypeSchema);

/** The answer of POST /api/ring-types/clear-images: how many ring types lost their image. */
export const clearedImagesAnswer = z.object({ count: z.number().int() });
export type ClearedImages = z.infer<typeof clearedImagesAnswer>;

// ---------------------------------------------------------------------------------------------
// Ring codes

/** A ring code's type in a body: the code of an existing ring type. */
const ringTypeRef = singleLineText('ringTypeUnknown')
  .trim()
  .toLowerCase()
  .min(1, 'ringTypeUnknown')
  .regex(ringTypeCodePattern, 'ringTypeUnknown');

/** POST /api/ring-codes: a new random code of this type. */
export const ringCodeGenerateBody = z.strictObject({ type: ringTypeRef });
export type RingCodeGenerateBody = z.input<typeof ringCodeGenerateBody>;

/** POST /api/ring-codes/manual: a printed code typed in (upper case, spaces and dashes dropped). */
export const manualRingCodeBody = z.strictObject({
  code: singleLineText('ringCodeMustBeSixCharacters')
    .max(40, 'ringCodeMustBeSixCharacters')
    .transform(normalizeCode)
    .pipe(z.string().regex(ringCodePattern, 'ringCodeMustBeSixCharacters')),
  type: ringTypeRef,
});
export type ManualRingCodeBody = z.input<typeof manualRingCodeBody>;

/** POST /api/ring-codes/batch: 1–500 new codes of one type (CSV and QR sheet in the client). */
export const ringCodeBatchBody = z.strictObject({
  type: ringTypeRef,
  count: z
    .union([z.number(), plainNumberParam('ringCodeBatchSize')], { error: 'ringCodeBatchSize' })
    .pipe(
      z
        .number()
        .int('ringCodeBatchSize')
        .min(1, 'ringCodeBatchSize')
        .max(MAX_RING_CODE_BATCH, 'ringCodeBatchSize'),
    ),
});
export type RingCodeBatchBody = z.input<typeof ringCodeBatchBody>;

/** A ring code in a path, as the list shows it. */
export const ringCodeParams = pathParams('ringCodeNotFound', {
  code: singleLineText('ringCodeNotFound').regex(/^[A-Z0-9]{1,40}$/, 'ringCodeNotFound'),
});

export const RING_CODE_STATUSES = ['all', 'available', 'used'] as const;

/**
 * GET /api/ring-codes: newest first, paged (by number, or by an answer's `nextCursor` /
 * `prevCursor`), searched in code, type and username, filtered by status and type. Without
 * parameters: the first 50.
 */
export const ringCodesQuery = z.strictObject({
  search: singleLineText().trim().max(100).optional(),
  status: z.enum(RING_CODE_STATUSES).default('all'),
  type: singleLineText().trim().toLowerCase().max(40).optional(),
  page: plainNumberParam().default(1),
  pageSize: plainNumberParam().pipe(z.number().max(200)).default(50),
  cursor: pageCursorParam().optional(),
});
export type RingCodesQuery = z.input<typeof ringCodesQuery>;

/** Read model `ring_codes`, and a row of the admin's ring-code list (a `Page<RingCode>`). */
export const ringCodeSchema = z.object({
  /** The code itself. */
  id: z.string(),
  code: z.string(),
  /** The ring type's code. */
  type: z.string(),
  isUsed: z.boolean(),
  userId: z.number().int().nullable(),
  /** Who activated it; null when unused or the account was erased. */
  username: z.string().nullable(),
  /** The ring it became; null when unused or the ring was deleted (account erased). */
  ringId: z.number().int().nullable(),
  createdAt: z.string(),
  usedAt: z.string().nullable(),
  /** Creation order, newest last. */
  seq: z.number().int(),
});
export type RingCode = z.infer<typeof ringCodeSchema>;

/** The answer of POST /api/ring-codes/batch. */
export const ringCodeBatchAnswer = z.object({ codes: z.array(ringCodeSchema) });
export type RingCodeBatch = z.infer<typeof ringCodeBatchAnswer>;

// ---------------------------------------------------------------------------------------------
// Dimension rings

/**
 * POST /api/dimension-rings: activate a ring by its code; the type comes from the code. What was
 * typed is read as a code (upper case, without spaces and dashes); text that cannot be one is
 * refused like every other wrong code. The frequency is optional.
 */
export const activateRingBody = z.strictObject({
  code: singleLineText('ringCodeInvalidOrUsed')
    .max(40, 'ringCodeInvalidOrUsed')
    .transform((typed) => (isSingleLineText(typed) ? normalizeCode(typed) : '')),
  frequencyId: idField('frequencyNotFound').optional(),
});
export type ActivateRingBody = z.input<typeof activateRingBody>;

/** PATCH /api/dimension-rings/{id}: another frequency (only while the ring is active). */
export const ringFrequencyBody = z.strictObject({
  frequencyId: idField('frequencyNotFound'),
});
export type RingFrequencyBody = z.input<typeof ringFrequencyBody>;

export const ringIdParams = pathParams('ringNotFound', { id: idParam('ringNotFound') });

/** Read model `dimension_rings`, and an item of GET /api/dimension-rings (the caller's rings). */
export const dimensionRingSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  /** The ring type's code (gold, silver, original, space, or another). */
  type: z.string(),
  /** The type's name in the language of the activation. */
  name: z.string(),
  /** The type's current image; '' when it has none (the client shows the default by type). */
  imageUrl: z.string(),
  code: z.string(),
  isActive: z.boolean(),
  frequencyId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type DimensionRing = z.infer<typeof dimensionRingSchema>;

/** GET /api/dimension-rings. */
export const dimensionRingsAnswer = z.array(dimensionRingSchema);

/**
 * Read model `ring_code_owners`: who activated a ring code, by name, for the admin's list and its
 * search (the projection's own copy: replay-safe).
 */
export interface RingCodeOwner {
  id: number;
  username: string;
}

/** Ring types (everyone reads them), the admin's ring-code list, each user's rings. */
export const ringModels = {
  ringTypes: readModel<RingType>('ring_types'),
  ringCodes: readModel<RingCode>('ring_codes'),
  ringCodeOwners: readModel<RingCodeOwner>('ring_code_owners'),
  dimensionRings: readModel<DimensionRing>('dimension_rings'),
};

// The rings' events and streams.
export * from './rings-events';
