import { getFriendGetFriendUrl } from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { demoCustomer, useCustomerApi } from './customer-api.js';

// The referral link (spec 2 §3, §7; with no data the portal shows an error, §8): tama@ has one to share, aroha@ none.
const tama = demoCustomer(demoCustomers, 'tama@example.nz');
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');

const { get } = useCustomerApi([tama, aroha]);

describe('referral link', () => {
  it('gives tama a link to share and aroha a 404', async () => {
    const link = getFriendGetFriendUrl.response.parse(await (await get(tama, getFriendGetFriendUrl.path)).json());
    expect(link.url).toContain(link.referralCode);
    expect(link.shareMessage).toContain(link.url);
    expect((await get(aroha, getFriendGetFriendUrl.path)).status).toBe(404);
  });
});
