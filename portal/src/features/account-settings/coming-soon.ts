/**
 * spec 1 §2: the landing page of an address under Profile that is none of its pages. Account details and payment
 * options have their own pages, the sub-pages still to come placeholders of their own (features/site-pages).
 */
export const profileComingSoon =
  'This part of your profile isn’t here yet. Your login details, contact numbers and email preferences are in Account details, and how your bills are paid is in Payment options.';
