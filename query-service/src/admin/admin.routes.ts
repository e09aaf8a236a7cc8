import { type AdminStats, adminStatsSchema } from '@et/contracts';
import type { ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';

/** The admin's figures: each feature adds its part (its `stats` in `<feature>.feature.ts`). */
export const adminQueryRoutes: ScopedRoutes<QueryContext> = {
  admin(app, ctx) {
    const schema = { response: { 200: adminStatsSchema } };
    app.get('/api/admin/stats', { schema }, async (): Promise<AdminStats> => {
      const parts = await Promise.all(ctx.stats.map((part) => part(ctx)));
      return Object.assign({}, ...parts) as AdminStats;
    });
  },
};
