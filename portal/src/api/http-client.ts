import { headerNames, noCacheHeaders } from '@harakeke/contract';
import wretch from 'wretch';
import FormUrlAddon from 'wretch/addons/formUrl';
import QueryStringAddon from 'wretch/addons/queryString';
import { readBrand } from './page-brand.js';
import { deviceId } from '../auth/device-id.js';

/**
 * The one wretch instance every call starts from: spec 1 §7 says each call sends the brand id header,
 * no-cache headers and the device id header. The bearer token is added per call in call-api.ts.
 */
export function httpClient() {
  return wretch()
    .addon(QueryStringAddon)
    .addon(FormUrlAddon)
    .headers({
      ...noCacheHeaders,
      [headerNames.brand]: readBrand().brandHeader,
      [headerNames.device]: deviceId(),
    });
}
