import { fernlight } from './brands/fernlight.js';
import { kowhai } from './brands/kowhai.js';
import type { Brand, BrandId } from './tokens.js';

export const brands: Record<BrandId, Brand> = { kowhai, fernlight };

export const brandIds = Object.keys(brands) as BrandId[];

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && value in brands;
}

/** The brand for an id, or the default brand (Kōwhai) when the id is unknown or missing. */
export function brandFor(id: string | undefined): Brand {
  return isBrandId(id) ? brands[id] : kowhai;
}
