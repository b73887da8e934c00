import type { AccountSummaryWidget } from '@harakeke/contract';
import { atom } from 'jotai';
import { uninitialized } from '../../app/remote.js';
import { isNotFound, loadWidgetData } from '../../widgets/widget-state.js';
import { fetchAccountSummaryWidget } from './api.js';

/** The account summary widget's data (spec 1 §7 accountSummary). */
export const accountSummaryWidgetAtom = atom(uninitialized<AccountSummaryWidget>());

/** A 404 means no billing account is selected: nothing to show, not an error. */
export const loadAccountSummaryWidgetAtom = atom(null, (get, set) =>
  loadWidgetData(get, set, accountSummaryWidgetAtom, fetchAccountSummaryWidget, {
    widget: 'accountSummary',
    isEmptyAnswer: isNotFound,
  }),
);
