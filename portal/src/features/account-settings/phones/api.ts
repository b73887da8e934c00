import { deletePhone, setPhone } from '@harakeke/contract';
import type { PhonePurpose } from '@harakeke/contract';
import { callApi } from '../../../api/call-api.js';

/** spec 1 §7: sets a work, home or mobile number, already normalised (+64…); answers the numbers now set. */
export const postPhone = (purpose: PhonePurpose, number: string) => callApi(setPhone, { purpose, number });

/** spec 1 §7: deletes a number; 409 when it is the last one (spec 1 §5). Answers the numbers now set. */
export const removePhone = (purpose: PhonePurpose) => callApi(deletePhone, { purpose });
