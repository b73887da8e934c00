import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

// The repository's own config (eslint.config.js), so the test fails if the rule is switched off or its files move.
const eslint = new ESLint({ cwd: root });

/** The import-boundaries messages of linting `code` as if it were the file at `filePath` (which need not exist). */
async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-boundaries/portal')
    .map((message) => message.message);
}

describe('import-boundaries/portal', () => {
  it('refuses a feature importing another feature, statically, as a re-export or dynamically', async () => {
    const errors = await boundaryErrors(
      'portal/src/features/dashboard/screens/Planted.tsx',
      [
        "export { billSummaryWidgetAtom } from '../../bills/widgets/atoms.js';",
        "import { usageGraphAtom } from '../../usage/atoms.js';",
        "export const load = () => import('../../account-summary/atoms.js');",
        'export const graph = usageGraphAtom;',
      ].join('\n'),
    );
    expect(errors).toEqual([
      "The feature 'dashboard' imports the feature 'bills': move what both need to src/app/ or src/services/.",
      "The feature 'dashboard' imports the feature 'usage': move what both need to src/app/ or src/services/.",
      "The feature 'dashboard' imports the feature 'account-summary': move what both need to src/app/ or src/services/.",
    ]);
  });

  it('refuses a feature naming another feature’s module in a type', async () => {
    const errors = await boundaryErrors(
      'portal/src/features/dashboard/screens/Planted.tsx',
      [
        "export type Usage = typeof import('../../usage/atoms.js');",
        "export type Bills = import('../../bills/widgets/atoms.js').BillSummary;",
      ].join('\n'),
    );
    expect(errors).toEqual([
      "The feature 'dashboard' imports the feature 'usage': move what both need to src/app/ or src/services/.",
      "The feature 'dashboard' imports the feature 'bills': move what both need to src/app/ or src/services/.",
    ]);
  });

  it('refuses a folder importing one that stands above it, outside tests', async () => {
    const code = [
      "import { features } from '../../app/features.js';",
      "import { outageAtom } from '../../services/outage/atoms.js';",
      'export const all = [features, outageAtom];',
    ].join('\n');
    expect(await boundaryErrors('portal/src/core/data/Planted.ts', code)).toEqual([
      'src/core/ imports src/app/, which stands above it (auth, api, core, services, features, app): move what both need down.',
      'src/core/ imports src/services/, which stands above it (auth, api, core, services, features, app): move what both need down.',
    ]);
    expect(await boundaryErrors('portal/src/core/data/Planted.test.ts', code)).toEqual([]);
  });

  it('lets a feature import its own modules, core, services, api and packages', async () => {
    const errors = await boundaryErrors(
      'portal/src/features/dashboard/screens/Fine.tsx',
      [
        "import { loadWidgetListAtom } from '../atoms.js';",
        "import { siteDataKeyAtom } from '../../../core/user-details/atoms.js';",
        "import { reportEvent } from '../../../core/analytics/events.js';",
        "import { callApi } from '../../../api/call-api.js';",
        "import { getWidgetList } from '@harakeke/contract';",
        'export const all = [loadWidgetListAtom, siteDataKeyAtom, reportEvent, callApi, getWidgetList];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('lets src/app/ reach a feature only through its manifest', async () => {
    const errors = await boundaryErrors(
      'portal/src/app/planted.ts',
      [
        "import { dashboard } from '../features/dashboard/feature.js';",
        "import { widgetListAtoms } from '../features/dashboard/atoms.js';",
        'export const both = [dashboard, widgetListAtoms];',
      ].join('\n'),
    );
    expect(errors).toEqual([
      "src/app/ reaches the feature 'dashboard' only through its manifest (features/dashboard/feature.ts), not '../features/dashboard/atoms.js'.",
    ]);
  });

  it('refuses a service importing a feature', async () => {
    const errors = await boundaryErrors(
      'portal/src/services/navigation/planted.ts',
      "export { switcherAtom } from '../../features/account-switcher/atoms.js';",
    );
    expect(errors).toEqual([
      "A service imports the feature 'account-switcher': services are shared by features, not built on one.",
    ]);
  });

  it('refuses wretch outside src/api/', async () => {
    const code =
      "import wretch from 'wretch';\nimport { WretchError } from 'wretch/resolver';\nexport { wretch, WretchError };";
    expect(await boundaryErrors('portal/src/features/usage/api.ts', code)).toEqual([
      'Only src/api/ imports wretch: call the API through src/api/ (callApi).',
      'Only src/api/ imports wretch: call the API through src/api/ (callApi).',
    ]);
    expect(await boundaryErrors('portal/src/api/http-client.ts', code)).toEqual([]);
  });
});
