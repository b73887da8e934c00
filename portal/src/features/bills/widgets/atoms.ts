import type { BillSummaryWidget } from '@harakeke/contract';
import { atom } from 'jotai';
import { uninitialized } from '../../../app/remote.js';
import { isNotFound, loadWidgetData } from '../../../widgets/widget-state.js';
import { fetchBillSummaryWidget } from './api.js';

// The bill summary widget's data. It lives beside the widget until the bills area has its own atoms.ts.
export const billSummaryWidgetAtom = atom(uninitialized<BillSummaryWidget>());

/** A 404 means no billing account is selected: nothing to show, not an error. */
export const loadBillSummaryWidgetAtom = atom(null, (get, set) =>
  loadWidgetData(get, set, billSummaryWidgetAtom, fetchBillSummaryWidget, {
    widget: 'billSummary',
    isEmptyAnswer: isNotFound,
  }),
);
