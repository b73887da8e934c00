import '@harakeke/design-system/fonts.css';
import { StrictMode, startTransition } from 'react';
import { createStore } from 'jotai';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { clearBootIndicatorAfterLoad } from './boot.js';
import { readBrand } from '../api/page-brand.js';
import { preloadSessionStartUp, startUpAtom } from './start-up.js';
import { startMobileSessionFromUrl } from '../auth/mobile-session.js';
import { tokenStore } from '../auth/token-store.js';

// spec 1 §2: the mobile app's address starts its session; its token leaves the address before anything renders.
startMobileSessionFromUrl();
// The sign-in's return page is about to have a session.
if (tokenStore.get() || window.location.pathname.startsWith('/auth/redirect')) preloadSessionStartUp();
clearBootIndicatorAfterLoad();
// spec 1 §4 start-up, before the first render: its calls go out as soon as their code is in, not after React has
// rendered and committed the shell. The root layout starts it again on mount, which finds every call under way.
const store = createStore();
store.set(startUpAtom, window.location.pathname);
const brand = readBrand();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The first render as a transition: React renders the shell in slices, so the page's first long task is shorter.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App brand={brand} store={store} />
    </StrictMode>,
  ),
);
