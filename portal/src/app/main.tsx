import '@harakeke/design-system/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { readBrand } from './brand.js';

const brand = readBrand();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App brand={brand} />
  </StrictMode>,
);
