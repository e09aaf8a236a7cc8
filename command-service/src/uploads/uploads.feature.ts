import type { CommandFeature } from '../feature';
import { uploadRoutes } from './uploads.routes';

export const uploadsCommands: CommandFeature = { name: 'uploads', routes: [uploadRoutes] };
