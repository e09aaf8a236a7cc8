import type { CommandFeature } from '../feature';
import { deleteRingRequestsOf } from './ring-request-service';
import { ringRequestRoutes } from './ring-requests.routes';

/** Requests live in a shared stream each: an erasure ends the person's own. */
export const ringRequestsCommands: CommandFeature = {
  name: 'ring-requests',
  routes: [ringRequestRoutes],
  erasers: [deleteRingRequestsOf],
};
