import { brandIds } from '@harakeke/themes';
import { axeSuite, renderInBrand, ssrSuite } from '@harakeke/design-system/testing/vitest';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { accountSwitcherExamples } from './AccountSwitcher.examples.js';

// Until the portal has one list of every example (portal/src/test/all-examples.ts), the switcher checks its own.
const rows = Object.entries(accountSwitcherExamples).map(
  ([state, example]) => ['AccountSwitcher', state, example] as [string, string, typeof example],
);

axeSuite(rows);
ssrSuite(rows);

// axeSuite scans the render's container; an open dialog renders in a portal on <body>, so scan the dialog too.
const openStates = ['SeveralSitesOpen', 'BuyingGroup', 'Switching', 'SwitchFailed'] as const;

describe.each(brandIds)('axe over the open dialog in %s', (brand) => {
  it.each(openStates)(
    '%s',
    async (state) => {
      renderInBrand(accountSwitcherExamples[state].render(), { brand });
      const { violations } = await axe.run(await screen.findByRole('dialog'), {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    },
    30_000,
  );
});
