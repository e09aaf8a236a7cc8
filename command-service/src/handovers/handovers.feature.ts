import type { CommandFeature } from '../feature';
import { cancelHandoversOf } from './handover-messages';
import { handoverRoutes } from './handovers.routes';
import { handoverValidSeconds } from './handovers.settings';

/**
 * Handing a token or a ring on (issue 28). Its erasure ends the person's open offers; it runs
 * before the codes' and rings' erasers delete the person's tokens and rings (registry order).
 */
export const handoversCommands: CommandFeature = {
  name: 'handovers',
  routes: [handoverRoutes],
  erasers: [cancelHandoversOf],
  settings: [handoverValidSeconds],
};
