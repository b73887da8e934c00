export { Drawer, preloadDrawer } from './Drawer.js';
export type { DrawerProps, DrawerState } from './Drawer.js';
