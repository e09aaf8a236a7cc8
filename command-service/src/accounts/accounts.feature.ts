import type { CommandFeature } from '../feature';
import { accountRoutes } from './accounts.routes';

export const accountsCommands: CommandFeature = { name: 'accounts', routes: [accountRoutes] };
