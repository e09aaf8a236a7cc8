import { z } from 'zod';
import { PASSWORD_MAX } from './accounts';
import { singleLineText } from './text';

/** DELETE /api/user: erasing one's own account (GDPR Art. 17) asks for the password again. */
export const deleteOwnAccountBody = z.strictObject({
  password: singleLineText('passwordRequired')
    .min(1, 'passwordRequired')
    .max(PASSWORD_MAX, 'passwordTooLong'),
});
export type DeleteOwnAccountBody = z.input<typeof deleteOwnAccountBody>;

/**
 * GET /api/user/export (GDPR Art. 20): everything stored about the signed-in user, by feature
 * and read model (`data.tokens.energy_tokens`), without hashes or session ids.
 */
export const userExportSchema = z.object({
  exportedAt: z.string(),
  userId: z.number().int(),
  /** Documents by feature and read model, each as stored but for the fields the feature keeps back. */
  data: z.record(z.string(), z.record(z.string(), z.array(z.unknown()))),
});
export type UserExport = z.infer<typeof userExportSchema>;
