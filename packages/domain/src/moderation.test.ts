import { describe, expect, it } from 'vitest';
import {
  REPORT_DETAILS_MAX,
  REPORT_MESSAGES,
  reportReasonsFor,
  validateReportDetails,
  validateReportReason,
} from './moderation.ts';

describe('report rules', () => {
  it('offers only the reasons that fit the content', () => {
    expect(reportReasonsFor('review').map((reason) => reason.id)).toContain('not-a-real-visit');
    expect(reportReasonsFor('campground').map((reason) => reason.id)).not.toContain('not-a-real-visit');
    expect(validateReportReason('photo', 'not-a-real-visit')).toBe(REPORT_MESSAGES.reasonNotApplicable);
    expect(validateReportReason('photo', '')).toBe(REPORT_MESSAGES.reasonRequired);
    expect(validateReportReason('photo', 'spam')).toBeNull();
  });

  it('needs details for "other" and "incorrect information", and caps their length after trimming', () => {
    expect(validateReportDetails('other', '  ')).toBe(REPORT_MESSAGES.detailsRequired);
    expect(validateReportDetails('incorrect-information', '')).toBe(REPORT_MESSAGES.detailsRequired);
    expect(validateReportDetails('spam', '')).toBeNull();
    expect(validateReportDetails('spam', ` ${'x'.repeat(REPORT_DETAILS_MAX)} `)).toBeNull();
    expect(validateReportDetails('spam', 'x'.repeat(REPORT_DETAILS_MAX + 1))).toBe(REPORT_MESSAGES.detailsTooLong);
  });
});
