import { updateUserPreferences, type UserPreferences } from '@harakeke/contract';
import { callApi } from '../../../api/call-api.js';

/** spec 1 §7: saves the selected billing account's email preferences, all three at once. */
export const putUserPreferences = (preferences: UserPreferences) => callApi(updateUserPreferences, preferences);
