// What browser tests read of the app (`@et/frontend/testing`): the admin tabs each have a path.
export { type AdminTabId, adminTabIds } from './features/admin/admin-tabs';
