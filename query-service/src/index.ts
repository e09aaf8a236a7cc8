import { parsePosition, registerScopedRoutes } from '@et/platform';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { createQueryContext, type QueryContext } from './context';
import { docsRoutes } from './docs/docs.routes';
import { queryFeatures } from './features';
import { healthRoutes } from './health/health.routes';
import { liveRoutes } from './live/live.routes';

export type { QueryContext, StatsContribution } from './context';
export type { QueryFeature } from './feature';

/** The context of a query-service process, with its features' parts of the admin's figures. */
export function queryContext(
  ...args: Parameters<typeof createQueryContext> extends [unknown, ...infer Rest] ? Rest : never
): Promise<QueryContext> {
  return createQueryContext(
    queryFeatures.flatMap((feature) => (feature.stats ? [feature.stats] : [])),
    ...args,
  );
}

/** How long a query waits for a position its client has seen; then it answers what it has. */
const AFTER_POSITION_TIMEOUT_MS = 2000;

/** Every query route and `/ws`, on an app that already has the platform plugins. */
export async function registerQueryService(app: FastifyInstance, ctx: QueryContext): Promise<void> {
  await app.register(async (scope) => {
    // Read your writes across processes: a client that got a command's `x-event-position` sends it
    // back as `x-after-position`, and the query waits (bounded) until this instance has passed it
    // and forgotten what it changed. Without the header nothing waits (and nothing is awaited).
    scope.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers['x-after-position'];
      const position = typeof header === 'string' ? parsePosition(header) : null;
      if (!position) return done();
      void ctx.feed.waitFor(position, AFTER_POSITION_TIMEOUT_MS).then(() => done());
    });
    await registerScopedRoutes(scope, ctx.auth, ctx, [
      healthRoutes,
      ...queryFeatures.flatMap((feature) => feature.routes),
      docsRoutes,
    ]);
  });
  // In its own scope: the websocket plugin's hooks then run for /ws only, not for every query.
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: 4096 } });
    await liveRoutes(scope, ctx);
  });
}
