export { default } from '../features/settings/settings-page';
