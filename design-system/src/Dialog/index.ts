export { Dialog, DialogClose, preloadDialog } from './Dialog.js';
export type { DialogCloseProps, DialogProps } from './Dialog.js';
