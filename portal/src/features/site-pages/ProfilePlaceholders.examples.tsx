import { defineExamples } from '@harakeke/design-system';
import { ProfilePlaceholderScreen } from './screens/ProfilePlaceholderScreen.js';

/** The Profile sub-pages still to come: each says what is coming to it (spec 2 §1, §3) and where settings live now. */
export const profilePlaceholdersExamples = defineExamples({
  LoyaltyCard: {
    description: 'Loyalty Card Settings (spec 1 §2 menu): linking a Flybuys card (spec 2 §3 loyalty card link).',
    render: () => <ProfilePlaceholderScreen page="loyaltyCard" />,
  },
  HomeProfile: {
    description:
      'Home Profile (spec 1 §2 menu): the home profile, or a business account’s business profile (spec 2 §3).',
    render: () => <ProfilePlaceholderScreen page="homeProfile" />,
  },
  PowerShout: {
    description: '/account/profile/powershout and its offers, expiry and history tabs (spec 2 §2, §3 points currency).',
    render: () => <ProfilePlaceholderScreen page="powershout" />,
  },
  Donate: {
    description: '/account/profile/donate (spec 2 §3 donation).',
    render: () => <ProfilePlaceholderScreen page="donate" />,
  },
  MovingHouse: {
    description: '/account/profile/moving-house (spec 2 §3 moving house form).',
    render: () => <ProfilePlaceholderScreen page="movingHouse" />,
  },
  ReferAFriend: {
    description: '/account/profile/friend-get-friend (spec 2 §3 referral: a link to share).',
    render: () => <ProfilePlaceholderScreen page="friendGetFriend" />,
  },
});
