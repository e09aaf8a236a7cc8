import type { QueryFeature } from '../feature';
import { legalQueryRoutes } from './legal.routes';

export const legalQueries: QueryFeature = { name: 'legal', routes: [legalQueryRoutes] };
