import type { QueryFeature } from '../feature';
import { uploadQueryRoutes } from './uploads.routes';

export const uploadsQueries: QueryFeature = { name: 'uploads', routes: [uploadQueryRoutes] };
