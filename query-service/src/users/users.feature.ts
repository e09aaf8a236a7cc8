import type { QueryFeature } from '../feature';
import { userQueryRoutes } from './users.routes';

export const usersQueries: QueryFeature = { name: 'users', routes: [userQueryRoutes] };
