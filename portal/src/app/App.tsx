import { BrandProvider } from '@harakeke/design-system';
import type { Brand } from '@harakeke/themes';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes.js';

export interface AppProps {
  brand: Brand;
  /** A jotai store of its own, so tests start from a clean state. */
  store?: ReturnType<typeof createStore>;
  router?: ReturnType<typeof createBrowserRouter>;
}

export function App({ brand, store, router = createBrowserRouter(routes) }: AppProps) {
  return (
    <BrandProvider brand={brand.id}>
      <JotaiProvider store={store}>
        <RouterProvider router={router} />
      </JotaiProvider>
    </BrandProvider>
  );
}
