import { brands, type Brand, type BrandId } from '@harakeke/themes';
import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { brandThemeClass, globalStyles } from '../stitches.config.js';

const BrandContext = createContext<Brand>(brands.kowhai);

export interface BrandProviderProps {
  /** Our brand's id, or a whole brand object (a third brand of your own); its tokens apply inside, overlays included. */
  brand: BrandId | Brand;
  children: ReactNode;
}

/**
 * Applies a brand to the page. The theme class goes on <html> because overlays render in portals
 * outside this subtree and must still see the brand's variables. It renders no element of its own, so it takes no
 * `ref` or `className`; `<html>` gets `data-brand` with the brand's id.
 */
export function BrandProvider({ brand, children }: BrandProviderProps) {
  globalStyles();
  const resolved = typeof brand === 'string' ? brands[brand] : brand;
  const className = brandThemeClass(resolved);
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add(className);
    root.dataset.brand = resolved.id;
    return () => root.classList.remove(className);
  }, [resolved.id, className]);
  return <BrandContext.Provider value={resolved}>{children}</BrandContext.Provider>;
}

/** The brand in force: its name, header value and tokens. */
export function useBrand(): Brand {
  return useContext(BrandContext);
}
