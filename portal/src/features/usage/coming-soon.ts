/** spec 1 §2: what the tab will hold, on its landing page until its screens arrive. */
export const usageComingSoon = 'Your daily and hourly energy use, forecasts and the eco tracker.';
