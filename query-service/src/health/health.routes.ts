import { isMailConfigured, type WebsiteSettingsDocument } from '@et/contracts';
import {
  comparePositions,
  formatPosition,
  OUTAGE_RETRY_AFTER_SECONDS,
  type ScopedRoutes,
} from '@et/platform';
import type { QueryContext } from '../context';

/** Load balancers give up after a few seconds: answer well before, whatever the stores do. */
const HEALTH_TIME_LIMIT_MS = 1500;

export const healthRoutes: ScopedRoutes<QueryContext> = {
  public(app, ctx) {
    app.get('/api/health', async (_request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const timeLimit = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('health check timed out')), HEALTH_TIME_LIMIT_MS);
      });
      const check = async () => {
        await ctx.ping();
        const projected = ctx.progress.current();
        const [next] = await ctx.events.readAll(projected, 1);
        const head = await ctx.events.headPosition();
        const settings = await ctx.readModels.collection<WebsiteSettingsDocument>('website_settings').get(1);
        return { projected, next, head, mailConfigured: isMailConfigured(settings) };
      };
      const running = check();
      running.catch(() => {
        // Answered by the time limit already; the late failure needs no handler.
      });
      try {
        const { projected, next, head, mailConfigured } = await Promise.race([running, timeLimit]);
        const lagMs = next ? Math.max(0, Date.now() - Date.parse(next.recordedAt)) : 0;
        return {
          status: 'ok',
          projections: {
            position: formatPosition(projected),
            head: head ? formatPosition(head) : null,
            caughtUp: !head || comparePositions(projected, head) >= 0,
            lagMs,
          },
          // Mail not set up keeps the service healthy (200): reset mails and notifications wait for it.
          mail: mailConfigured ? 'configured' : 'not_configured',
        };
      } catch {
        return reply
          .status(503)
          .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable' });
      } finally {
        clearTimeout(timer);
      }
    });
  },
};
