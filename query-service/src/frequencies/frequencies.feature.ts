import type { QueryFeature } from '../feature';
import { frequencyQueryRoutes } from './frequencies.routes';

export const frequenciesQueries: QueryFeature = { name: 'frequencies', routes: [frequencyQueryRoutes] };
