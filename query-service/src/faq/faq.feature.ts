import type { QueryFeature } from '../feature';
import { faqQueryRoutes } from './faq.routes';

export const faqQueries: QueryFeature = { name: 'faq', routes: [faqQueryRoutes] };
