import type { FastifyInstance, RouteOptions } from 'fastify';

/** A registered route as it was declared: method, path and schema (the zod parts, `x-access`). */
export type DeclaredRoute = Pick<RouteOptions, 'method' | 'url' | 'schema'>;

const catalogs = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/**
 * Keeps every route registered on `app` after this call, in any scope, for `declaredRoutes`: the
 * hostile-input test derives its probes from the routes' schemas, as the API document does.
 */
export function catalogRoutes(app: FastifyInstance): void {
  const routes: DeclaredRoute[] = [];
  catalogs.set(app, routes);
  app.addHook('onRoute', (route) => {
    // The options object itself: what the scopes' hooks add after this one (`x-access`) shows too.
    if (route.method !== 'HEAD') routes.push(route);
  });
}

/** Every route registered on `app` since `catalogRoutes(app)` (HEAD routes aside), in order. */
export const declaredRoutes = (app: FastifyInstance): readonly DeclaredRoute[] => catalogs.get(app) ?? [];
