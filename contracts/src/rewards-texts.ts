import type { Language } from './language';

/** The rewards' messages (spread into `texts`); spec 5 gives the German title, image and unlock texts. */
export const rewardsTexts = {
  rewardTitleRequired: { de: 'Der Titel ist erforderlich', en: 'Title is required' },
  rewardImageUrlRequired: { de: 'Die Bild-URL ist erforderlich', en: 'Image URL is required' },
  rewardImageUrlInvalid: {
    de: 'Die Bild-URL muss mit https:// beginnen oder ein hochgeladenes Bild (/uploads/…) sein',
    en: 'The image URL must start with https:// or be an uploaded image (/uploads/…)',
  },
  rewardUnlockTimeInvalid: {
    de: 'Die Freischaltzeit muss mindestens 1 Minute betragen',
    en: 'Unlock time must be at least 1 minute',
  },
  rewardUnlockTimeTooLong: {
    de: 'Die Freischaltzeit darf höchstens 100.000 Minuten betragen',
    en: 'Unlock time must be at most 100,000 minutes',
  },
  rewardTextTooLong: { de: 'Der Text ist zu lang', en: 'The text is too long' },
  rewardTagsInvalid: {
    de: 'Höchstens 20 Schlagwörter mit je höchstens 50 Zeichen',
    en: 'At most 20 tags of at most 50 characters each',
  },
  rewardActiveInvalid: { de: 'Aktiv muss ja oder nein sein', en: 'Active must be true or false' },
  rewardImageNotFound: { de: 'Belohnungsbild nicht gefunden', en: 'Reward image not found' },
  rewardMinutesInvalid: {
    de: 'Die Minuten müssen eine ganze Zahl ab 0 sein',
    en: 'Minutes must be a whole number from 0',
  },
} as const satisfies Record<string, Record<Language, string>>;
