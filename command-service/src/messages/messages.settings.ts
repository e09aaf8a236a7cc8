import { type Config, parseSettings } from '@et/platform';
import { z } from 'zod';

const settings = z.object({
  // Design reading 15: a message unread this long is e-mailed (tests shorten it).
  UNREAD_MESSAGE_MAIL_AFTER_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 86_400)
    .default(3600),
});

/** How long a message stays unread before it is e-mailed to its user, once (README, configuration). */
export function unreadMessageMailAfterSeconds(config: Pick<Config, 'env'>): number {
  return parseSettings(settings, config.env).UNREAD_MESSAGE_MAIL_AFTER_SECONDS;
}
