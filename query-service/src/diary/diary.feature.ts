import type { QueryFeature } from '../feature';
import { diaryQueryRoutes } from './diary.routes';

export const diaryQueries: QueryFeature = { name: 'diary', routes: [diaryQueryRoutes] };
