import type { CommandFeature } from '../feature';
import { tokenRoutes } from './tokens.routes';

export const tokensCommands: CommandFeature = { name: 'tokens', routes: [tokenRoutes] };
