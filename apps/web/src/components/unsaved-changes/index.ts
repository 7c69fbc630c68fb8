export { UnsavedChangesProvider } from './unsaved-changes-provider';
export { useUnsavedChanges, type UnsavedChanges } from './use-unsaved-changes';
