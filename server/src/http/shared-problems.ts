import { problems } from './problem.js';

// The problems of outcomes several areas share, worded once: each area's routes.ts maps its own outcomes, and these
// where another area's call answers alike (spec 2 §3: every usage call on a site without the supply; spec 2 §6 and §7:
// the comparison widgets and bill insights answer as the home profile and the bill planner do).

/** A call on the selected site's supply of a type when it has none (spec 2 §3). */
export function noSelectedSupply({ supplyType, advancedOnly }: { supplyType: string; advancedOnly: boolean }) {
  if (supplyType === 'electricity') return problems.notFound('Your selected site has no electricity supply.');
  return advancedOnly
    ? problems.notFound('Your selected site has no advanced natural gas supply.')
    : problems.notFound('Your selected site has no natural gas supply.');
}

/** A customer without a home profile here (spec 2 §6). */
export function noHomeProfile(outcome: { kind: 'noSiteSelected' | 'notResidential' }) {
  return outcome.kind === 'noSiteSelected'
    ? problems.notFound('You have no site selected.')
    : problems.notFound('The home profile is for residential accounts: a business account has a business profile.');
}

/** The selected account as the bill planner and bill insights read it; 404 without an electricity supply (spec 2 §7). */
export function billedAccountAnswer<T>(outcome: { kind: 'ok'; billed: T } | { kind: 'noElectricitySupply' }): T {
  if (outcome.kind === 'noElectricitySupply') {
    throw problems.notFound('Your selected billing account has no electricity supply.');
  }
  return outcome.billed;
}
