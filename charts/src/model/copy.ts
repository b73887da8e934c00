/** spec 2 §8: the title of a widget's or chart's data-load failure. */
export const DATA_ERROR_TITLE = 'Something went wrong';

/** spec 2 §8: the detail of a widget's or chart's data-load failure. */
export const DATA_ERROR_DETAIL =
  'An error occurred while retrieving your data. Please refresh to try again. Thank you for your patience.';
