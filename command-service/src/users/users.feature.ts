import type { CommandFeature } from '../feature';
import { userAdminRoutes } from './users.routes';

export const usersCommands: CommandFeature = { name: 'users', routes: [userAdminRoutes] };
