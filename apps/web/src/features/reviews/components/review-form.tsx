'use client';

import {
  EARLIEST_VISIT_DATE,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_TITLE_MAX,
  SITE_TYPE_IDS,
  SITE_TYPES,
} from '@campwise/domain';
import { type FormEvent, useId, useState } from 'react';
import { FieldFrame } from '@/components/ui/field-frame';
import fieldStyles from '@/components/ui/field.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { FieldReportFields } from '@/features/field-reports/components/field-report-fields';
import { PhotoPicker } from '@/features/photos/components/photo-picker';
import { EMPTY_REVIEW_DRAFT, type ReviewField, draftFromReview } from '../review-draft';
import { localToday } from '@/lib/calendar-dates';
import type { ReviewAttributes } from '../review-schema';
import { useReviewDraft } from './use-review-draft';
import { usePostReview } from './use-post-review';
import { StarInput } from './star-input';
import styles from './review-form.module.css';
import { SubmitCancelButtons } from '@/components/ui/submit-cancel-buttons';

export interface ReviewFormProps {
  campgroundId: string;
  /** The review being edited; a new review without it. */
  existing?: ReviewAttributes | null;
  onSaved: () => void;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
}

/**
 * Write or edit a review: stars, title, text, stay date and site type, photos uploaded once the
 * review exists, and (for a new review) an optional field report. Rules and messages are the
 * domain's, so the form and the API say the same thing.
 */
export function ReviewForm({ campgroundId, existing = null, onSaved, onBusyChange, onCancel }: ReviewFormProps) {
  const id = useId();
  const [today] = useState(localToday);
  const draft = useReviewDraft(existing ? draftFromReview(existing) : EMPTY_REVIEW_DRAFT, today);
  const post = usePostReview({ campgroundId, existingId: existing?.id ?? null, onSaved, onBusyChange, draft });
  const fieldId = (field: ReviewField) => `${id}-${field}`;
  const locked = post.busy || post.reviewSaved;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = await post.submit();
    if (invalid) document.getElementById(invalid === 'rating' ? `${fieldId('rating')}-1` : fieldId(invalid))?.focus();
  };

  const bodyLength = draft.values.body.trim().length;

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={post.busy} className={styles.form}>
      <StarInput
        id={fieldId('rating')}
        name={`${id}-rating`}
        value={draft.values.rating}
        error={draft.errors.rating ?? null}
        errorId={`${fieldId('rating')}-error`}
        onChange={(value) => draft.set('rating', value)}
        disabled={locked}
        onBlur={() => draft.touch('rating')}
      />
      <FieldFrame id={fieldId('title')} label="Title (optional)" error={draft.errors.title}>
        {(aria) => (
          <input
            id={fieldId('title')}
            type="text"
            value={draft.values.title}
            maxLength={REVIEW_TITLE_MAX + 50}
            disabled={locked}
            onChange={(event) => draft.set('title', event.target.value)}
            onBlur={() => draft.touch('title')}
            {...aria}
            className={fieldStyles.input}
          />
        )}
      </FieldFrame>
      <FieldFrame
        id={fieldId('body')}
        label="Your review"
        hint={`What was your stay like? At least ${REVIEW_BODY_MIN} characters.`}
        error={draft.errors.body}
      >
        {(aria) => (
          <>
            <textarea
              id={fieldId('body')}
              rows={6}
              value={draft.values.body}
              disabled={locked}
              onChange={(event) => draft.set('body', event.target.value)}
              onBlur={() => draft.touch('body')}
              {...aria}
              className={`${fieldStyles.input} ${styles.textarea}`}
            />
            <span className={styles.counter} data-over={bodyLength > REVIEW_BODY_MAX ? '' : undefined}>
              {bodyLength.toLocaleString('en-US')} / {REVIEW_BODY_MAX.toLocaleString('en-US')}
            </span>
          </>
        )}
      </FieldFrame>
      <div className={styles.pair}>
        <FieldFrame id={fieldId('stayedOn')} label="Date of your stay" error={draft.errors.stayedOn}>
          {(aria) => (
            <input
              id={fieldId('stayedOn')}
              type="date"
              min={EARLIEST_VISIT_DATE}
              max={today}
              value={draft.values.stayedOn}
              disabled={locked}
              onChange={(event) => draft.set('stayedOn', event.target.value)}
              onBlur={() => draft.touch('stayedOn')}
              {...aria}
              className={fieldStyles.input}
            />
          )}
        </FieldFrame>
        <FieldFrame id={fieldId('siteType')} label="Site type (optional)" error={draft.errors.siteType}>
          {(aria) => (
            <select
              id={fieldId('siteType')}
              value={draft.values.siteType}
              disabled={locked}
              onChange={(event) => draft.set('siteType', event.target.value)}
              onBlur={() => draft.touch('siteType')}
              {...aria}
              className={fieldStyles.input}
            >
              <option value="">Not saying</option>
              {SITE_TYPE_IDS.map((siteType) => (
                <option key={siteType} value={siteType}>
                  {SITE_TYPES[siteType]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      </div>
      <PhotoPicker id={`${id}-photos`} photos={post.photos} onChange={post.setPhotos} disabled={post.busy} />
      {!existing && (
        <FieldReportFields
          id={`${id}-report`}
          draft={post.report}
          errors={post.reportErrors}
          disabled={post.busy || post.reportSaved}
          onChange={post.setReport}
          summary="Add a field report: cell signal, speed test, road and site notes"
        />
      )}
      {post.messages && <FormAlert tone={post.messages.tone} messages={post.messages.texts} />}
      <div className={styles.actions}>
        <SubmitCancelButtons
          submitLabel={post.submitLabel(existing !== null)}
          busy={post.busy}
          onCancel={post.reviewSaved ? onSaved : onCancel}
          cancelLabel={post.reviewSaved ? 'Done' : 'Cancel'}
        />
      </div>
    </form>
  );
}
