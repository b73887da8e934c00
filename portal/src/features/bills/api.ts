import { getBillSummaryV2, getCreditExtension, requestCreditExtension } from '@harakeke/contract';
import { callApi } from '../../api/call-api.js';

/** spec 1 §3 bill summary (billsummaryv2): the last bill, the period being billed now, the balance, the promotion. */
export const fetchBillSummaryV2 = () => callApi(getBillSummaryV2);

/** spec 1 §3 creditExtension: whether the current bill's due date can be moved, and to which date. */
export const fetchCreditExtension = () => callApi(getCreditExtension);

/** spec 1 §4 credit extension: moves the due date 14 days; a 409 when the bill cannot be (or was) extended. */
export const postCreditExtension = () => callApi(requestCreditExtension);
