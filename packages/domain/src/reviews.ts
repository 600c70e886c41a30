// Reviews, field reports and connectivity: limits, vocabularies and the messages the review and
// field report forms show word for word. The API checks with the same validators, so the web
// form and the server never disagree about what is allowed.

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 5000;
export const REVIEW_TITLE_MAX = 120;
/** Stays before this date are almost certainly typos (the product's data starts long after). */
export const EARLIEST_VISIT_DATE = '1990-01-01';
/** Shown for a review or field report whose author has no name on their account. */
export const ANONYMOUS_AUTHOR_NAME = 'Camper';

export const FIELD_REPORT_NOTES_MAX = 2000;
export const SPEED_TEST_MAX_MBPS = 5000;

/** Writes per user per rolling hour: enough for an honest trip log, too few for spam runs. */
export const REVIEWS_PER_HOUR = 10;
export const FIELD_REPORTS_PER_HOUR = 10;

export const CARRIERS = { att: 'AT&T', tmobile: 'T-Mobile', verizon: 'Verizon', other: 'Other' } as const;
export type Carrier = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as Carrier[];

/** The bars a camper saw, weakest first. */
export const SIGNAL_LEVELS = { none: 'No signal', weak: 'Weak', fair: 'Fair', strong: 'Strong' } as const;
export type SignalLevel = keyof typeof SIGNAL_LEVELS;
export const SIGNAL_LEVEL_IDS = Object.keys(SIGNAL_LEVELS) as SignalLevel[];

export const CONNECTIVITY_RATINGS = ['Good', 'Fair', 'Poor', 'Available', 'Unknown'] as const;
export type ConnectivityRating = (typeof CONNECTIVITY_RATINGS)[number];

/** How connectivity ratings are derived (docs/decisions/0008-connectivity-ratings.md, 0031 for bars). */
export const CONNECTIVITY_THRESHOLDS = {
  /** Only visits this recent count. */
  maxAgeDays: 365,
  /** The newest this many reports per carrier count. */
  maxReports: 10,
  /** Median download speed (Mbps) for Good. */
  goodDownloadMbps: 10,
  /** Median download speed (Mbps) for Fair; slower is Poor. */
  fairDownloadMbps: 3,
} as const;

export const REVIEW_MESSAGES = {
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  titleTooLong: `Please keep the title to ${REVIEW_TITLE_MAX} characters or fewer.`,
  bodyTooShort: `Please write at least ${REVIEW_BODY_MIN} characters about your stay.`,
  bodyTooLong: `Please keep your review to ${REVIEW_BODY_MAX.toLocaleString('en-US')} characters or fewer.`,
  stayDateRequired: 'Please enter the date of your stay.',
  stayDateInFuture: 'The date of your stay cannot be in the future.',
  stayDateTooEarly: 'Please enter a stay date in 1990 or later.',
  siteTypeInvalid: 'Please choose one of the listed site types.',
  campgroundRequired: 'Please choose the campground you stayed at.',
  campgroundUnknown: 'This campground does not exist.',
  duplicateStay: 'You have already reviewed this campground for that stay date. Please edit your review instead.',
  ownReviewVote: 'You cannot mark your own review as helpful.',
  tooManyReviews: 'You have posted many reviews in the last hour. Please wait a while and try again.',
} as const;

export const FIELD_REPORT_MESSAGES = {
  visitDateRequired: 'Please enter the date of your visit.',
  visitDateInFuture: 'The date of your visit cannot be in the future.',
  visitDateTooEarly: 'Please enter a visit date in 1990 or later.',
  notesTooLong: `Please keep each note to ${FIELD_REPORT_NOTES_MAX.toLocaleString('en-US')} characters or fewer.`,
  signalsInvalid: 'Please choose a carrier and a signal level for each signal you report.',
  carrierRepeated: 'Please report each carrier only once.',
  speedInvalid: `Please enter a speed from 0 to ${SPEED_TEST_MAX_MBPS.toLocaleString('en-US')} Mbps.`,
  empty: 'Please add a note or the signal you had for at least one carrier.',
  reviewUnknown: 'Please link one of your own reviews of this campground.',
  tooManyReports: 'You have posted many field reports in the last hour. Please wait a while and try again.',
} as const;

type DateMessages = { required: string; inFuture: string; tooEarly: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2024-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** `today` is YYYY-MM-DD; ISO dates compare correctly as strings. */
function validateVisitDate(value: string, today: string, messages: DateMessages): string | null {
  const trimmed = value.trim();
  if (!isIsoDate(trimmed)) return messages.required;
  if (trimmed > today) return messages.inFuture;
  if (trimmed < EARLIEST_VISIT_DATE) return messages.tooEarly;
  return null;
}

export function validateStayDate(value: string, today: string): string | null {
  return validateVisitDate(value, today, {
    required: REVIEW_MESSAGES.stayDateRequired,
    inFuture: REVIEW_MESSAGES.stayDateInFuture,
    tooEarly: REVIEW_MESSAGES.stayDateTooEarly,
  });
}

export function validateFieldVisitDate(value: string, today: string): string | null {
  return validateVisitDate(value, today, {
    required: FIELD_REPORT_MESSAGES.visitDateRequired,
    inFuture: FIELD_REPORT_MESSAGES.visitDateInFuture,
    tooEarly: FIELD_REPORT_MESSAGES.visitDateTooEarly,
  });
}

export function validateReviewRating(value: number): string | null {
  return Number.isInteger(value) && value >= REVIEW_RATING_MIN && value <= REVIEW_RATING_MAX
    ? null
    : REVIEW_MESSAGES.ratingRequired;
}

/** Counted after trimming, as stored. */
export function validateReviewBody(value: string): string | null {
  const length = value.trim().length;
  if (length < REVIEW_BODY_MIN) return REVIEW_MESSAGES.bodyTooShort;
  if (length > REVIEW_BODY_MAX) return REVIEW_MESSAGES.bodyTooLong;
  return null;
}

/** Optional: blank is fine (no title). */
export function validateReviewTitle(value: string): string | null {
  return value.trim().length > REVIEW_TITLE_MAX ? REVIEW_MESSAGES.titleTooLong : null;
}

/** Optional: blank is fine (no note). */
export function validateFieldNote(value: string): string | null {
  return value.trim().length > FIELD_REPORT_NOTES_MAX ? FIELD_REPORT_MESSAGES.notesTooLong : null;
}
