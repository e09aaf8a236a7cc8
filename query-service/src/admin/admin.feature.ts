import type { QueryFeature } from '../feature';
import { adminQueryRoutes } from './admin.routes';
import { setupStatusRoutes } from './setup-status.routes';

/** The admin's figures (every feature adds its part) and the first-run checklist. */
export const adminQueries: QueryFeature = { name: 'admin', routes: [adminQueryRoutes, setupStatusRoutes] };
