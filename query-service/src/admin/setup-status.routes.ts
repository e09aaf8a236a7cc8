import {
  type AccessCode,
  type Frequency,
  isMailConfigured,
  type SetupStatus,
  type WebsiteSettingsDocument,
} from '@et/contracts';
import type { ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';

/** GET /api/admin/setup-status: what a fresh site still lacks, for the admin's first-run checklist. */
export const setupStatusRoutes: ScopedRoutes<QueryContext> = {
  admin(app, ctx) {
    app.get('/api/admin/setup-status', async (): Promise<SetupStatus> => {
      const [frequencies, codes, settings] = await Promise.all([
        ctx.readModels.collection<Frequency>('frequencies').count(),
        ctx.readModels.collection<AccessCode>('codes').count(),
        ctx.readModels.collection<WebsiteSettingsDocument>('website_settings').get(1),
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
