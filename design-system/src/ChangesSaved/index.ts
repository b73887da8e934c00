export { CHANGES_SAVED_TEXT, ChangesSaved } from './ChangesSaved.js';
export type { ChangesSavedProps } from './ChangesSaved.js';
