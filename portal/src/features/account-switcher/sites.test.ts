import { describe, expect, it } from 'vitest';
import { buyingGroupSwitcher, demoSelection, tamaSwitcher, withSelection } from './demo-switcher.js';
import { buyingGroupOf, findSite, selectedSiteOf, siteName, siteStatusLabel, supplyTypesOf } from './sites.js';

describe('site labels', () => {
  it.each([
    ['active', null],
    ['opening', '(Pending)'],
    ['closing', '(Closed)'],
  ] as const)('spec 2 §3: a %s site shows %s', (status, label) => {
    expect(siteStatusLabel(status)).toBe(label);
  });

  it('names a site by its nickname, by its address without one', () => {
    const tama = tamaSwitcher();
    expect(siteName(findSite(tama, 'ba-2001', 'site-2001-a')!.site)).toBe('Home');
    expect(siteName(findSite(tama, 'ba-2001', 'site-2001-c')!.site)).toBe('7 Tawa Terrace, Tawa, Wellington 5028');
    const blank = { ...findSite(tama, 'ba-2002', 'site-2002-a')!.site, nickname: '  ' };
    expect(siteName(blank)).toBe('3 Beach Lane, Raglan 3225');
  });

  it('lists supply types once each, electricity first', () => {
    const site = findSite(tamaSwitcher(), 'ba-2001', 'site-2001-b')!.site;
    const doubled = { ...site, supplyPoints: [...site.supplyPoints].reverse().concat(site.supplyPoints) };
    expect(supplyTypesOf(doubled)).toEqual(['electricity', 'lpg']);
  });

  it("names a buying group, 'Buying Group' when the name is blank, and nothing for other accounts", () => {
    const [group, other] = buyingGroupSwitcher().billingAccounts;
    expect(buyingGroupOf(group!)).toBe('Hawke’s Bay Growers Group');
    expect(buyingGroupOf({ ...group!, buyingGroupName: '' })).toBe('Buying Group');
    expect(buyingGroupOf(other!)).toBeNull();
  });
});

describe('selectedSiteOf', () => {
  it("is the selected account's selected site", () => {
    expect(selectedSiteOf(tamaSwitcher(demoSelection.bach))?.site.id).toBe('site-2002-a');
  });

  it("falls back to the selected account's first site when no site is flagged", () => {
    const none = withSelection(tamaSwitcher(), { billingAccountId: 'ba-2002', siteId: 'none' });
    expect(selectedSiteOf(none)?.site.id).toBe('site-2002-a');
  });

  it('is null without sites', () => {
    expect(selectedSiteOf({ billingAccounts: [] })).toBeNull();
  });
});
