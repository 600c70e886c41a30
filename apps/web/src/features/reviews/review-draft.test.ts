import { REVIEW_MESSAGES } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_REVIEW_DRAFT, reviewAttributes, validateReviewDraft } from './review-draft';

const today = '2026-06-15';
const valid = {
  rating: '4',
  title: '  Quiet loop  ',
  body: 'Shady sites, clean vault toilets and a creek nearby.',
  stayedOn: '2026-06-01',
  siteType: 'tent',
};

describe('validateReviewDraft', () => {
  it('accepts a complete draft', () => {
    expect(validateReviewDraft(valid, today)).toEqual({});
  });

  it("shows the domain's messages word for word", () => {
    expect(validateReviewDraft(EMPTY_REVIEW_DRAFT, today)).toEqual({
      rating: REVIEW_MESSAGES.ratingRequired,
      body: REVIEW_MESSAGES.bodyTooShort,
      stayedOn: REVIEW_MESSAGES.stayDateRequired,
    });
    expect(validateReviewDraft({ ...valid, body: 'x'.repeat(5001) }, today).body).toBe(REVIEW_MESSAGES.bodyTooLong);
    expect(validateReviewDraft({ ...valid, title: 'x'.repeat(121) }, today).title).toBe(REVIEW_MESSAGES.titleTooLong);
    expect(validateReviewDraft({ ...valid, stayedOn: '2026-06-16' }, today).stayedOn).toBe(
      REVIEW_MESSAGES.stayDateInFuture,
    );
    expect(validateReviewDraft({ ...valid, stayedOn: '1989-12-31' }, today).stayedOn).toBe(
      REVIEW_MESSAGES.stayDateTooEarly,
    );
    expect(validateReviewDraft({ ...valid, siteType: 'yurt' }, today).siteType).toBe(REVIEW_MESSAGES.siteTypeInvalid);
  });

  it('counts the body after trimming', () => {
    expect(validateReviewDraft({ ...valid, body: `   ${'x'.repeat(19)}   ` }, today).body).toBe(
      REVIEW_MESSAGES.bodyTooShort,
    );
  });
});

describe('reviewAttributes', () => {
  it('trims text and sends null for what was left out', () => {
    expect(reviewAttributes({ ...valid, title: '   ', siteType: '' })).toEqual({
      rating: 4,
      title: null,
      body: valid.body,
      stayedOn: '2026-06-01',
      siteType: null,
    });
    expect(reviewAttributes(valid).title).toBe('Quiet loop');
  });
});
