import type { ProjectionFeature } from '../feature';
import { messagesProjection } from './messages.projection';
import { unreadMessageMailRule } from './unread-message-mail.rule';

export const messagesProjections: ProjectionFeature = {
  name: 'messages',
  projections: [messagesProjection],
  mailRules: [unreadMessageMailRule],
};
