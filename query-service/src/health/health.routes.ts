import { isMailConfigured, type WebsiteSettingsDocument } from '@et/contracts';
import { comparePositions, formatPosition, registerHealthRoute, type ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';

/** The stores answer, how far the projections are, and whether mail is set up. */
export const healthRoutes: ScopedRoutes<QueryContext> = {
  public(app, ctx) {
    registerHealthRoute(app, async () => {
      await ctx.ping();
      const projected = ctx.progress.current();
      const [next] = await ctx.events.readAll(projected, 1);
      const head = await ctx.events.headPosition();
      const settings = await ctx.readModels.collection<WebsiteSettingsDocument>('website_settings').get(1);
      const lagMs = next ? Math.max(0, Date.now() - Date.parse(next.recordedAt)) : 0;
      return {
        projections: {
          position: formatPosition(projected),
          head: head ? formatPosition(head) : null,
          caughtUp: !head || comparePositions(projected, head) >= 0,
          lagMs,
        },
        // Mail not set up keeps the service healthy (200): reset mails and notifications wait for it.
        mail: isMailConfigured(settings) ? 'configured' : 'not_configured',
      };
    });
  },
};
