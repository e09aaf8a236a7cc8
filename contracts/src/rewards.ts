import { z } from 'zod';
import type { DomainEvent } from './events';
import { isImageAddress } from './image-address';
import { readModel } from './read-model';
import { idParam, multiLineText, pathParams, singleLineText } from './text';

/** Spec 9: unlock time at least 1 minute, 30 by default. */
export const REWARD_UNLOCK_DEFAULT = 30;
export const REWARD_UNLOCK_MAX = 100_000;
export const REWARD_TAGS_MAX = 20;

// The session timer's constants live in limits.ts (no zod: the dashboard's timer uses them).
export { REWARD_CHECK_EVERY_MINUTES, REWARD_MINUTE_MS } from './limits';

const trimmed = (line: ReturnType<typeof singleLineText>) => line.transform((s) => s.trim());

const title = trimmed(singleLineText('rewardTitleRequired')).pipe(
  z.string().min(1, 'rewardTitleRequired').max(200, 'rewardTextTooLong'),
);
const imageUrl = trimmed(singleLineText('rewardImageUrlRequired')).pipe(
  z
    .string()
    .min(1, 'rewardImageUrlRequired')
    .max(2000, 'rewardTextTooLong')
    .refine(isImageAddress, 'rewardImageUrlInvalid'),
);
/** Optional text: empty or null is stored as null. */
const optionalText = (text: z.ZodType<string>, max: number) =>
  z
    .union([text.pipe(z.string().max(max, 'rewardTextTooLong')), z.null()])
    .transform((value) => (value?.trim() ? value.trim() : null));
const description = optionalText(multiLineText(), 2000);
const category = optionalText(singleLineText(), 50);
const unlockTimeMinutes = z
  .number({ error: 'rewardUnlockTimeInvalid' })
  .int('rewardUnlockTimeInvalid')
  .min(1, 'rewardUnlockTimeInvalid')
  .max(REWARD_UNLOCK_MAX, 'rewardUnlockTimeTooLong');
/** Spec 5: trimmed, empties dropped; the same tag once. */
const tags = z
  .union([
    z
      .array(trimmed(singleLineText('rewardTagsInvalid')).pipe(z.string().max(50, 'rewardTagsInvalid')), {
        error: 'rewardTagsInvalid',
      })
      .max(REWARD_TAGS_MAX, 'rewardTagsInvalid'),
    z.null(),
  ])
  .transform((list) => [...new Set((list ?? []).filter((tag) => tag !== ''))]);
const active = z.boolean({ error: 'rewardActiveInvalid' });

/** POST /api/reward-images (spec 5 defaults: 30 minutes, active). */
export const rewardImageBody = z.strictObject({
  title,
  description: description.optional().transform((value) => value ?? null),
  imageUrl,
  unlockTimeMinutes: unlockTimeMinutes.default(REWARD_UNLOCK_DEFAULT),
  category: category.optional().transform((value) => value ?? null),
  tags: tags.optional().transform((value) => value ?? []),
  active: active.default(true),
});
export type RewardImageBody = z.input<typeof rewardImageBody>;
export type RewardImageFields = z.output<typeof rewardImageBody>;

/** PATCH /api/reward-images/{id}: the same fields, any of them. */
export const rewardImagePatchBody = z.strictObject({
  title: title.optional(),
  description: description.optional(),
  imageUrl: imageUrl.optional(),
  unlockTimeMinutes: unlockTimeMinutes.optional(),
  category: category.optional(),
  tags: tags.optional(),
  active: active.optional(),
});
export type RewardImagePatch = z.output<typeof rewardImagePatchBody>;

export const rewardImageIdParams = pathParams('rewardImageNotFound', {
  id: idParam('rewardImageNotFound'),
});

/** GET /api/user-rewards?minutes=n: the client's session minutes, 0 included. */
export const userRewardsQuery = z.strictObject({
  minutes: z
    .string({ error: 'rewardMinutesInvalid' })
    .regex(/^(0|[1-9][0-9]{0,14})$/, 'rewardMinutesInvalid')
    .transform(Number)
    .optional(),
});

/** Read model `reward_images`, and an item of GET /api/reward-images and GET /api/user-rewards. */
export const rewardImageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string(),
  unlockTimeMinutes: z.number().int(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RewardImage = z.infer<typeof rewardImageSchema>;

/** GET /api/reward-images and GET /api/user-rewards. */
export const rewardImagesAnswer = z.array(rewardImageSchema);

/** Read model `user_reward_views`: who saw which reward when. */
export interface UserRewardView {
  id: string;
  userId: number;
  rewardImageId: number;
  viewedAt: string;
}

export const rewardModels = {
  rewardImages: readModel<RewardImage>('reward_images'),
  userRewardViews: readModel<UserRewardView>('user_reward_views'),
};

/** GET /api/reward-session: the minutes the server counted, and where the next reward unlocks. */
export const rewardSessionSchema = z.object({
  minutes: z.number().int(),
  /** The smallest unlock time among active rewards the user has not seen; null when none is left. */
  nextUnlockMinutes: z.number().int().nullable(),
});
export type RewardSession = z.infer<typeof rewardSessionSchema>;

/** POST /api/reward-session/minute: whether the server counted this report, and the minutes now. */
export const rewardMinuteAnswer = z.object({ counted: z.boolean(), minutes: z.number().int() });
export type RewardMinuteAnswer = z.infer<typeof rewardMinuteAnswer>;

type RewardImageData = RewardImageFields & { rewardImageId: number };
export type RewardImageCreated = DomainEvent<'RewardImageCreated', RewardImageData>;
export type RewardImageUpdated = DomainEvent<'RewardImageUpdated', RewardImageData>;
export type RewardImageDeleted = DomainEvent<'RewardImageDeleted', { rewardImageId: number }>;
export type RewardImageEvent = RewardImageCreated | RewardImageUpdated | RewardImageDeleted;

export type RewardViewed = DomainEvent<'RewardViewed', { userId: number; rewardImageId: number }>;
/** One more session minute, counted by the server's clock; `minutes` is the total after it. */
export type RewardSessionMinuteCounted = DomainEvent<
  'RewardSessionMinuteCounted',
  { userId: number; minutes: number; countedAt: string }
>;

export const rewardStreams = {
  rewardImage: (id: number) => `reward-image-${id}`,
  ids: 'ids-reward-image',
  /** A person's views of rewards: personal, erased with the account. */
  views: (userId: number) => `reward-views-${userId}`,
  /** A person's session minutes: personal, erased with the account. */
  session: (userId: number) => `reward-session-${userId}`,
} as const;
