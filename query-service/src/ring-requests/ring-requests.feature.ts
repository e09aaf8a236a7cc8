import type { QueryFeature } from '../feature';
import { ringRequestQueryRoutes } from './ring-requests.routes';

export const ringRequestsQueries: QueryFeature = { name: 'ring-requests', routes: [ringRequestQueryRoutes] };
