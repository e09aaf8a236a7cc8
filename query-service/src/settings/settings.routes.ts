import {
  type SmtpSuggestion,
  settingsModels,
  smtpSuggestionQuery,
  smtpSuggestionSchema,
  type WebsiteSettings,
  websiteSettingsSchema,
} from '@et/contracts';
import { HttpError, type ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';
import { suggestSmtp } from './smtp-suggestions.service';

export const settingsQueryRoutes: ScopedRoutes<QueryContext> = {
  // Everyone sees the logo; an admin also the SMTP settings (never the password).
  public(app, ctx) {
    const schema = { response: { 200: websiteSettingsSchema } };
    app.get('/api/website-settings', { schema }, async (request): Promise<WebsiteSettings> => {
      const doc = await ctx.readModels.collection(settingsModels.websiteSettings).get(1);
      const auth = await ctx.auth.fromRequest(request);
      if (!auth?.user.isAdmin) return { logoUrl: doc?.logoUrl ?? null };
      return {
        logoUrl: doc?.logoUrl ?? null,
        smtpHost: doc?.smtpHost ?? '',
        smtpPort: doc?.smtpPort ?? '587',
        smtpUser: doc?.smtpUser ?? '',
        hasSmtpPass: !!doc?.smtpPassEncrypted,
        smtpFrom: doc?.smtpFrom ?? '',
        ringRequestEmails: doc?.ringRequestEmails ?? '',
      };
    });
  },

  admin(app) {
    const schema = { querystring: smtpSuggestionQuery, response: { 200: smtpSuggestionSchema } };
    app.get('/api/smtp-suggestions', { schema }, (request): SmtpSuggestion => {
      const suggestion = suggestSmtp(request.query.email);
      if (!suggestion) throw new HttpError(404, 'smtpSuggestionUnknown');
      return suggestion;
    });
  },
};
