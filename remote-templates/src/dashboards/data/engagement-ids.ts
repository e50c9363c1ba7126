// The demo engagements' ids, on their own (no imports) so the browser route walk can open a real one.
export const ENGAGEMENT_IDS = [
  'eng-1042',
  'eng-1043',
  'eng-1044',
  'eng-1045',
  'eng-1046',
  'eng-1047',
  'eng-1048',
  'eng-1049',
  'eng-1050',
  'eng-1051',
  'eng-1052',
  'eng-1053',
] as const;

/** The engagement a walk or a link opens first. */
export const DEMO_ENGAGEMENT_ID: string = ENGAGEMENT_IDS[0];
