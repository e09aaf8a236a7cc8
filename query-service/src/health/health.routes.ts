import { isMailConfigured, mailStatusSchema, settingsModels } from '@et/contracts';
import { projectionLag, projectionLagSchema, registerHealthRoute, type ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';

/** The stores answer, how far the projections are, and whether mail is set up. */
export const healthRoutes: ScopedRoutes<QueryContext> = {
  public(app, ctx) {
    const fields = { projections: projectionLagSchema, mail: mailStatusSchema };
    registerHealthRoute(app, fields, async () => {
      await ctx.ping();
      const projections = await projectionLag(ctx.events, ctx.progress);
      const settings = await ctx.readModels.collection(settingsModels.websiteSettings).get(1);
      return {
        projections,
        // Mail not set up keeps the service healthy (200): reset mails and notifications wait for it.
        mail: isMailConfigured(settings) ? ('configured' as const) : ('not_configured' as const),
      };
    });
  },
};
