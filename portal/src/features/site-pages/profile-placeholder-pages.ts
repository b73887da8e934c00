/**
 * The Profile sub-pages whose screens are not built yet (spec 2 §2 routes, spec 1 §2 menu targets Loyalty Card
 * Settings and Home Profile), each with its page title: each says what is coming to it. A sub-page's feature replaces
 * its entry here when it arrives.
 */
export const profilePlaceholderPages = {
  loyaltyCard: { path: 'profile/loyalty-card/*', title: 'Loyalty card settings' },
  homeProfile: { path: 'profile/home-profile/*', title: 'Home profile' },
  // spec 1 §2: with its tabs {base}/offers, /expiry and /history.
  powershout: { path: 'profile/powershout/*', title: 'PowerShout' },
  donate: { path: 'profile/donate/*', title: 'Donate' },
  movingHouse: { path: 'profile/moving-house/*', title: 'Moving house' },
  friendGetFriend: { path: 'profile/friend-get-friend/*', title: 'Refer a friend' },
} as const satisfies Record<string, { path: string; title: string }>;

export type ProfilePlaceholderPage = keyof typeof profilePlaceholderPages;
