import type { CommandFeature } from '../feature';
import { deleteTokensOf } from './code-service';
import { codeRoutes } from './codes.routes';

/** A token lives in its code's stream, shared by nobody: an erasure ends the person's tokens there. */
export const codesCommands: CommandFeature = {
  name: 'codes',
  routes: [codeRoutes],
  erasers: [deleteTokensOf],
};
