import type { QueryFeature } from '../feature';
import { settingsQueryRoutes } from './settings.routes';

export const settingsQueries: QueryFeature = { name: 'settings', routes: [settingsQueryRoutes] };
