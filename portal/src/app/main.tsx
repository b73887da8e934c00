import '@harakeke/design-system/fonts.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { clearBootIndicatorAfterLoad } from './boot.js';
import { readBrand } from './brand.js';
import { preloadSessionStartUp } from './start-up.js';
import { startMobileSessionFromUrl } from '../auth/mobile-session.js';
import { tokenStore } from '../auth/token-store.js';

// spec 1 §2: the mobile app's address starts its session; its token leaves the address before anything renders.
startMobileSessionFromUrl();
// The sign-in's return page is about to have a session.
if (tokenStore.get() || window.location.pathname.startsWith('/auth/redirect')) preloadSessionStartUp();
clearBootIndicatorAfterLoad();
const brand = readBrand();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The first render as a transition: React renders the shell in slices, so the page's first long task is shorter.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App brand={brand} />
    </StrictMode>,
  ),
);
