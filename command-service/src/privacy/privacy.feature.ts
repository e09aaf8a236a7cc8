import type { CommandFeature } from '../feature';
import { privacyRoutes } from './privacy.routes';
import { erasureResumption } from './resume-at-start';

/** Export and erasure; the leader finishes erasures a crash or an outage stopped. */
export const privacyCommands: CommandFeature = {
  name: 'privacy',
  routes: [privacyRoutes],
  jobs: (ctx) => [erasureResumption(ctx)],
};
