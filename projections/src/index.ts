export { projectionsBackgroundWork } from './background';
export type { ProjectionFeature } from './feature';
export { ensureLiveGenerations } from './live-generations';
export { MailReactor } from './mail/mail.reactor';
export type { Projection, ProjectionContext, RunnerLog } from './projection';
export { type RebuildProgress, rebuildProjection } from './rebuild';
export { mailRules, projections } from './registry';
export * from './replay-command';
export { ProjectionRunner } from './runner';
