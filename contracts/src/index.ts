export * from './accounts';
export * from './audit';
export * from './errors';
export * from './event-versions';
export * from './events';
export * from './messages';
export * from './settings';
export * from './ws';
