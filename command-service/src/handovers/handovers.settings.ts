import { HANDOVER_VALID_DAYS } from '@et/contracts';
import { type Config, parseSettings } from '@et/platform';
import { z } from 'zod';

const settings = z.object({
  // Issue 28: a handover code can be taken this long (tests shorten it to see one expire).
  HANDOVER_VALID_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(90 * 86_400)
    .default(HANDOVER_VALID_DAYS * 86_400),
});

/** How long a handover code stays valid (README, configuration). */
export function handoverValidSeconds(config: Pick<Config, 'env'>): number {
  return parseSettings(settings, config.env).HANDOVER_VALID_SECONDS;
}
