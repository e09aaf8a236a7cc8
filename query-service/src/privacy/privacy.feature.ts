import type { QueryFeature } from '../feature';
import { privacyQueryRoutes } from './privacy.routes';

export const privacyQueries: QueryFeature = { name: 'privacy', routes: [privacyQueryRoutes] };
