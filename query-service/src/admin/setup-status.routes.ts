import {
  codeModels,
  frequencyModels,
  isMailConfigured,
  type SetupStatus,
  settingsModels,
  setupStatusSchema,
} from '@et/contracts';
import type { ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';

/** GET /api/admin/setup-status: what a fresh site still lacks, for the admin's first-run checklist. */
export const setupStatusRoutes: ScopedRoutes<QueryContext> = {
  admin(app, ctx) {
    const schema = { response: { 200: setupStatusSchema } };
    app.get('/api/admin/setup-status', { schema }, async (): Promise<SetupStatus> => {
      const [frequencies, codes, settings] = await Promise.all([
        ctx.readModels.collection(frequencyModels.frequencies).count(),
        ctx.readModels.collection(codeModels.codes).count(),
        ctx.readModels.collection(settingsModels.websiteSettings).get(1),
      ]);
      const mailConfigured = isMailConfigured(settings);
      return {
        frequencies: frequencies > 0,
        mailConfigured,
        mailVerified: mailConfigured && !!settings?.smtpVerifiedAt,
        logo: !!settings?.logoUrl,
        codes: codes > 0,
      };
    });
  },
};
