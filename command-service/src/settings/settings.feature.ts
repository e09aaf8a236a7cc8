import type { CommandFeature } from '../feature';
import { settingsRoutes } from './settings.routes';

export const settingsCommands: CommandFeature = { name: 'settings', routes: [settingsRoutes] };
