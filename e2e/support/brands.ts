import type { Project } from '@playwright/test';
import { brandIds, type BrandId } from '@harakeke/themes';

/*
 * Which brands a test runs in (spec 1 §1: two brand themes). Behaviour is the same in every brand, so a test checks it
 * in one; only what differs between the brands (the name, logo and font, the colours, a brand's own rule) is checked
 * in each. Every Playwright project is one brand and picks its tests by their tags (docs/testing.md):
 *
 *   no brand tag        the default brand only (Kōwhai, as Storybook's and the portal's default)
 *   '@fernlight'        Fernlight only: single-brand tests alternate between the brands, so both are covered
 *   '@both-brands'      every brand: the test is about what the brand changes
 */

/** The brand an untagged test runs in. */
export const DEFAULT_BRAND: BrandId = 'kowhai';

/** The tag of a test that runs in every brand. */
export const BOTH_BRANDS = '@both-brands';

/** The tag of a test that runs in this brand only, instead of the default one. */
export const brandTag = (brand: BrandId) => `@${brand}`;

/** The tags this suite knows: each says where a test runs. */
export const brandTags: readonly string[] = [BOTH_BRANDS, ...brandIds.map(brandTag)];

/**
 * A test's tags that are not brand tags. A misspelt one ('@both-brand') would quietly leave a test in the default
 * brand alone, so the journeys' fixture fails a test that has one; a new kind of tag is added to `brandTags` first.
 */
export function unknownTags(tags: readonly string[]): string[] {
  return tags.filter((tag) => !brandTags.includes(tag));
}

/** The project filter of a brand: the tests tagged for it, and for the default brand the untagged ones too. */
export function testsOfBrand(brand: BrandId): Pick<Project, 'grep' | 'grepInvert'> {
  if (brand === DEFAULT_BRAND) {
    const elsewhere = brandIds.filter((id) => id !== DEFAULT_BRAND).map(brandTag);
    return elsewhere.length ? { grepInvert: new RegExp(`(${elsewhere.join('|')})(?![\\w-])`) } : {};
  }
  return { grep: new RegExp(`(${brandTag(brand)}|${BOTH_BRANDS})(?![\\w-])`) };
}
