import type { CommandFeature } from '../feature';
import { frequencyRoutes } from './frequencies.routes';

export const frequenciesCommands: CommandFeature = { name: 'frequencies', routes: [frequencyRoutes] };
