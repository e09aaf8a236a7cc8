import type { QueryFeature } from '../feature';
import { handoverQueryRoutes } from './handovers.routes';

export const handoversQueries: QueryFeature = {
  name: 'handovers',
  routes: [handoverQueryRoutes],
};
