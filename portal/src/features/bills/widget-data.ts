import { getBillSummaryWidget } from '@harakeke/contract';
import { callApi } from '../../api/call-api.js';
import { keyedQuery } from '../../core/data/keyed-query.js';
import { balanceDataKeyAtom } from '../../core/user-details/atoms.js';
import { isNotFound } from '../../core/widgets/widget-state.js';

/**
 * How the bills area keys what it loads: everything it shows is what is owed, so it is keyed by balanceDataKeyAtom
 * (a switch of site, a card payment or a credit extension loads it afresh: the dashboard's widget, the hero and the
 * Bills tab never show figures from before). A 404 means no billing account is selected: nothing to show.
 */
export const balanceData = { isEmptyAnswer: isNotFound, keyedBy: balanceDataKeyAtom };

/**
 * The dashboard's billSummary widget (spec 1 §7): the balance and due date. Apart from the Bills tab's atoms
 * (atoms.ts), so the dashboard's start-up chunk does not carry the bill summary's and the extension's schemas.
 */
export const billSummaryWidgetQuery = keyedQuery({
  name: 'billSummary',
  fetch: () => callApi(getBillSummaryWidget),
  ...balanceData,
});
