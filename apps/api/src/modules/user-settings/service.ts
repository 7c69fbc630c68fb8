export { loadUserSettings, saveUserSettings } from './repository';
