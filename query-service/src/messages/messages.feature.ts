import type { QueryFeature } from '../feature';
import { messageQueryRoutes } from './messages.routes';

export const messagesQueries: QueryFeature = { name: 'messages', routes: [messageQueryRoutes] };
