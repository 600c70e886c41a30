// Reporting content to moderators: what can be reported, why, and what the forms and the API
// say about it. Shared by the web's report overlay and the API, so both apply the same rules.

/** What a camper can report. A campground's "content" is its published information. */
export const REPORT_TARGET_TYPES = ['review', 'photo', 'field-report', 'campground'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** What an admin can hide (and restore); campground information is corrected, never hidden. */
export const HIDEABLE_TARGET_TYPES = ['review', 'photo', 'field-report'] as const;
export type HideableTargetType = (typeof HIDEABLE_TARGET_TYPES)[number];

export function isHideableTargetType(type: string): type is HideableTargetType {
  return (HIDEABLE_TARGET_TYPES as readonly string[]).includes(type);
}

/** How each target is named in sentences ("Report this review"). */
export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  review: 'review',
  photo: 'photo',
  'field-report': 'field report',
  campground: "campground's information",
};

export const REPORT_REASON_IDS = [
  'inappropriate',
  'spam',
  'incorrect-information',
  'not-a-real-visit',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASON_IDS)[number];

export interface ReportReasonOption {
  id: ReportReason;
  label: string;
  /** The targets the reason makes sense for; the overlay lists only these and the API enforces it. */
  appliesTo: readonly ReportTargetType[];
}

export const REPORT_REASONS: readonly ReportReasonOption[] = [
  {
    id: 'inappropriate',
    label: 'Inappropriate or offensive',
    appliesTo: ['review', 'photo', 'field-report', 'campground'],
  },
  { id: 'spam', label: 'Spam or advertising', appliesTo: ['review', 'photo', 'field-report', 'campground'] },
  {
    id: 'incorrect-information',
    label: 'Incorrect information',
    appliesTo: ['review', 'photo', 'field-report', 'campground'],
  },
  { id: 'not-a-real-visit', label: 'Not based on a real visit', appliesTo: ['review', 'field-report'] },
  { id: 'other', label: 'Something else', appliesTo: ['review', 'photo', 'field-report', 'campground'] },
];

export function reportReasonsFor(target: ReportTargetType): ReportReasonOption[] {
  return REPORT_REASONS.filter((reason) => reason.appliesTo.includes(target));
}

export function reportReasonLabel(reason: string): string {
  return REPORT_REASONS.find((option) => option.id === reason)?.label ?? reason;
}

/** Reasons that mean nothing to a moderator without an explanation. */
export const REPORT_DETAILS_REQUIRED_FOR: readonly ReportReason[] = ['incorrect-information', 'other'];
export const REPORT_DETAILS_MAX = 2000;
/** Reports one camper may send in an hour: plenty for honest use, too few to flood the queue. */
export const REPORTS_PER_HOUR = 20;

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_MESSAGES = {
  reasonRequired: 'Please choose a reason.',
  reasonNotApplicable: 'Please choose one of the reasons listed.',
  detailsRequired: 'Please tell us what is wrong.',
  detailsTooLong: `Please keep the details under ${REPORT_DETAILS_MAX} characters.`,
  targetMissing: 'This content no longer exists.',
  alreadyReported: 'You have already reported this. Our team will review it.',
  rateLimited: 'You have sent a lot of reports. Please wait a while and try again.',
  submitted: 'Thanks for letting us know. Our team will review your report.',
  campgroundNotHideable: 'Campground information cannot be hidden; correct the listing or dismiss the report.',
  alreadyResolved: 'This report has already been resolved.',
} as const;

/** The first rule the reason breaks for this target, or null. */
export function validateReportReason(target: ReportTargetType, reason: string): string | null {
  if (!reason) return REPORT_MESSAGES.reasonRequired;
  return reportReasonsFor(target).some((option) => option.id === reason) ? null : REPORT_MESSAGES.reasonNotApplicable;
}

/** The first rule the details break for this reason, or null. Details are trimmed first. */
export function validateReportDetails(reason: string, details: string): string | null {
  const trimmed = details.trim();
  if (trimmed.length > REPORT_DETAILS_MAX) return REPORT_MESSAGES.detailsTooLong;
  if (!trimmed && (REPORT_DETAILS_REQUIRED_FOR as readonly string[]).includes(reason)) {
    return REPORT_MESSAGES.detailsRequired;
  }
  return null;
}
