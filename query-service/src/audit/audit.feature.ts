import type { QueryFeature } from '../feature';
import { auditQueryRoutes } from './audit.routes';

export const auditQueries: QueryFeature = { name: 'audit', routes: [auditQueryRoutes] };
