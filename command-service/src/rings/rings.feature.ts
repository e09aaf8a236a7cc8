import type { CommandFeature } from '../feature';
import { dimensionRingRoutes } from './dimension-rings.routes';
import { ringCodeRoutes } from './ring-codes.routes';
import { deleteRingsOf } from './ring-service';
import { ringTypeRoutes } from './ring-types.routes';

/** A ring lives in its ring code's stream: an erasure ends the person's rings there. */
export const ringsCommands: CommandFeature = {
  name: 'rings',
  routes: [ringTypeRoutes, ringCodeRoutes, dimensionRingRoutes],
  erasers: [deleteRingsOf],
};
