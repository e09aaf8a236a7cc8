import type { ScopedRoutes } from '@et/platform';
import type { QueryContext, StatsContribution } from './context';

/**
 * What a feature brings to the query service, declared beside it (`<feature>/<feature>.feature.ts`)
 * and collected by `features.ts`: its query routes and its part of the admin's figures.
 */
export interface QueryFeature {
  name: string;
  routes: ReadonlyArray<ScopedRoutes<QueryContext>>;
  stats?: StatsContribution;
}
