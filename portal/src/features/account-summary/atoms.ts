import { keyedQuery } from '../../core/data/keyed-query.js';
import { isNotFound } from '../../core/widgets/widget-state.js';
import { fetchAccountSummaryWidget } from './api.js';

/**
 * The account summary widget's data per selected site (spec 1 §7 accountSummary). A 404 means no billing account
 * is selected: nothing to show, not an error.
 */
export const accountSummaryQuery = keyedQuery({
  name: 'accountSummary',
  fetch: fetchAccountSummaryWidget,
  isEmptyAnswer: isNotFound,
});
