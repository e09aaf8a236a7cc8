import type { CommandFeature } from '../feature';
import { faqRoutes } from './faq.routes';

export const faqCommands: CommandFeature = { name: 'faq', routes: [faqRoutes] };
