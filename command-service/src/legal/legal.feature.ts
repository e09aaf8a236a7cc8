import type { CommandFeature } from '../feature';
import { legalRoutes } from './legal.routes';

export const legalCommands: CommandFeature = { name: 'legal', routes: [legalRoutes] };
