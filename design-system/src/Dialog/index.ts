export { Dialog, DialogClose } from './Dialog.js';
export type { DialogCloseProps, DialogProps } from './Dialog.js';
