import { z } from 'zod';
import type { DomainEvent } from './events';
import { readModel } from './read-model';
import { idParam, multiLineText, pathParams, singleLineText } from './text';

export const DIARY_CONTENT_MAX = 5000;
export const DIARY_STRENGTH_MIN = 1;
export const DIARY_STRENGTH_MAX = 6;
/** Spec 9: strength 1 to 6, default 3; the type defaults to positive. */
export const DIARY_STRENGTH_DEFAULT = 3;
/** The version of the consent text the page shows; recorded with the consent. */
export const DIARY_CONSENT_VERSION = 1;
/** The day an entry without a date is filed under: the product's home time zone. */
export const DIARY_TIME_ZONE = 'Europe/Berlin';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` that names a real day (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** The day it is now in `timeZone`, as `YYYY-MM-DD`. */
export function dayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The latest day that is not in the future anywhere (UTC+14): a person writing just after their
 * midnight is not refused because the server's clock is still on yesterday.
 */
export function latestDiaryDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

const EARLIEST_DATE = '1900-01-01';

const diaryDate = singleLineText('diaryDateInvalid')
  .refine((value) => isCalendarDate(value) && value >= EARLIEST_DATE, 'diaryDateInvalid')
  .refine((value) => value <= latestDiaryDate(), 'diaryDateInFuture');

/**
 * POST /api/diary-entries {content, isPositive, strength, date?} (spec 5 and 7). The date is an
 * addition: a day in the past the thought belongs to; today when left out.
 */
export const diaryEntryBody = z.strictObject({
  content: multiLineText('diaryContentRequired')
    .transform((text) => text.trim())
    .pipe(z.string().min(1, 'diaryContentRequired').max(DIARY_CONTENT_MAX, 'diaryContentTooLong')),
  isPositive: z.boolean({ error: 'diaryTypeInvalid' }).default(true),
  strength: z
    .number({ error: 'diaryStrengthInvalid' })
    .int('diaryStrengthInvalid')
    .min(DIARY_STRENGTH_MIN, 'diaryStrengthInvalid')
    .max(DIARY_STRENGTH_MAX, 'diaryStrengthInvalid')
    .default(DIARY_STRENGTH_DEFAULT),
  date: diaryDate.optional(),
});
export type DiaryEntryBody = z.input<typeof diaryEntryBody>;
export type DiaryEntryInput = z.output<typeof diaryEntryBody>;

export const diaryEntryIdParams = pathParams('diaryEntryNotFound', { id: idParam('diaryEntryNotFound') });

/** What an entry holds once written: the date is always set. */
export interface DiaryEntryFields {
  content: string;
  isPositive: boolean;
  strength: number;
  /** `YYYY-MM-DD`: the day the thought belongs to. */
  date: string;
}

/** Read model `diary_entries`, and an item of GET /api/diary-entries (newest first). */
export const diaryEntrySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  content: z.string(),
  isPositive: z.boolean(),
  strength: z.number().int(),
  /** `YYYY-MM-DD`: the day the thought belongs to. */
  date: z.string(),
  createdAt: z.string(),
});
export type DiaryEntry = z.infer<typeof diaryEntrySchema>;

/** GET /api/diary-entries. */
export const diaryEntriesAnswer = z.array(diaryEntrySchema);

/** Read model `diary_consents` (one per user, id = user id), and GET /api/diary-consent. */
export const diaryConsentSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  consented: z.boolean(),
  /** The consent text's version the person agreed to. */
  version: z.number().int().nullable(),
  givenAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type DiaryConsent = z.infer<typeof diaryConsentSchema>;

export const diaryModels = {
  diaryEntries: readModel<DiaryEntry>('diary_entries'),
  diaryConsents: readModel<DiaryConsent>('diary_consents'),
};

/** DELETE /api/diary-entries: how many entries were deleted. */
export const diaryEntriesDeletedAnswer = z.object({ deleted: z.number().int() });
export type DiaryEntriesDeletedAnswer = z.infer<typeof diaryEntriesDeletedAnswer>;

type Owner = { userId: number };
export type DiaryEntryWritten = DomainEvent<
  'DiaryEntryWritten',
  Owner & { entryId: number } & DiaryEntryFields
>;
export type DiaryEntryDeleted = DomainEvent<'DiaryEntryDeleted', Owner & { entryId: number }>;
export type DiaryEntriesDeleted = DomainEvent<'DiaryEntriesDeleted', Owner & { entryIds: number[] }>;
export type DiaryConsentGiven = DomainEvent<'DiaryConsentGiven', Owner & { version: number }>;
export type DiaryConsentRevoked = DomainEvent<'DiaryConsentRevoked', Owner>;
export type DiaryEvent =
  | DiaryEntryWritten
  | DiaryEntryDeleted
  | DiaryEntriesDeleted
  | DiaryConsentGiven
  | DiaryConsentRevoked;

export const diaryStreams = {
  /** Everything of one person's diary: entries and consent. Personal: erased with the account. */
  diary: (userId: number) => `diary-${userId}`,
  ids: 'ids-diary-entry',
} as const;
