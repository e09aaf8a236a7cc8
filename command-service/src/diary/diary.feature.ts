import type { CommandFeature } from '../feature';
import { diaryRoutes } from './diary.routes';

export const diaryCommands: CommandFeature = { name: 'diary', routes: [diaryRoutes] };
