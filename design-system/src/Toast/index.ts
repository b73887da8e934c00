export { ToastProvider, useToast } from './Toast.js';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastState, ToastTone } from './Toast.js';
