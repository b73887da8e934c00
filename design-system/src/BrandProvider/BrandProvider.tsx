import { brands, type Brand, type BrandId } from '@harakeke/themes';
import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { brandThemeClass, globalStyles } from '../stitches.config.js';

const BrandContext = createContext<Brand>(brands.kowhai);

export interface BrandProviderProps {
  /** Which brand's tokens apply to everything inside, overlays included. */
  brand: BrandId;
  children: ReactNode;
}

/**
 * Applies a brand to the page. The theme class goes on <html> because overlays render in portals
 * outside this subtree and must still see the brand's variables.
 */
export function BrandProvider({ brand, children }: BrandProviderProps) {
  globalStyles();
  const className = brandThemeClass(brand);
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add(className);
    root.dataset.brand = brand;
    return () => root.classList.remove(className);
  }, [brand, className]);
  return <BrandContext.Provider value={brands[brand]}>{children}</BrandContext.Provider>;
}

/** The brand in force: its name, header value and tokens. */
export function useBrand(): Brand {
  return useContext(BrandContext);
}
