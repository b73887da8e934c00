/** spec 1 §2: what the tab will hold, on its landing page until its screens arrive. */
export const tipsComingSoon = 'Energy-saving tips for the season and for your home.';
