export { MailReactor } from './mail/mail.reactor';
export type { Projection, ProjectionContext } from './projection';
export { projections } from './registry';
export * from './replay-command';
export * from './runner';
