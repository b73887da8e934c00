/** spec 1 §2: what the tab will hold, on its landing page until its screens arrive. */
export const evIqComingSoon = 'What charging your electric vehicle costs, and the cleanest times to charge.';
