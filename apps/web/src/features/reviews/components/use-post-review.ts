'use client';

import { useState } from 'react';
import {
  emptyFieldReportDraft,
  fieldReportAttributes,
  type FieldReportDraft,
  type FieldReportErrors,
  isFieldReportEmpty,
  validateFieldReportDraft,
} from '@/features/field-reports/field-report-draft';
import { createFieldReport } from '@/features/field-reports/field-reports-api';
import { type PendingPhoto, photosToUpload } from '@/features/photos/pending-photo';
import { uploadPhoto } from '@/features/photos/photo-upload';
import { ApiError, errorMessages, pointerField } from '@/lib/api-client';
import { REVIEW_FIELDS, type ReviewErrors, type ReviewField, reviewAttributes } from '../review-draft';
import { createReview, updateReview } from '../reviews-api';
import type { useReviewDraft } from './use-review-draft';

interface Messages {
  tone: 'error' | 'success' | 'info';
  texts: string[];
}

interface PostReviewOptions {
  campgroundId: string;
  existingId: string | null;
  draft: ReturnType<typeof useReviewDraft>;
  onSaved: () => void;
  onBusyChange: (busy: boolean) => void;
}

function isReviewField(field: string | null): field is ReviewField {
  return field !== null && (REVIEW_FIELDS as readonly string[]).includes(field);
}

/**
 * Sends a review in steps: the review, then its field report, then each photo (photos need the
 * review's id). A step that fails keeps what went through: submitting again carries on from
 * there instead of posting the review twice (the API would answer 409 for the same stay).
 */
export function usePostReview({ campgroundId, existingId, draft, onSaved, onBusyChange }: PostReviewOptions) {
  const [busy, setBusyState] = useState(false);
  const [reviewId, setReviewId] = useState<string | null>(null);
  const [report, setReport] = useState<FieldReportDraft>(emptyFieldReportDraft);
  const [reportErrors, setReportErrors] = useState<FieldReportErrors>({});
  const [reportSaved, setReportSaved] = useState(false);
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const [messages, setMessages] = useState<Messages | null>(null);

  const setBusy = (value: boolean) => {
    setBusyState(value);
    onBusyChange(value);
  };
  const updatePhoto = (key: string, change: Partial<PendingPhoto>) =>
    setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  /** The review's fields went through; only the field report or photos may be left. */
  const reviewSaved = reviewId !== null;

  async function saveReview(): Promise<string> {
    if (reviewId) return reviewId;
    const attributes = reviewAttributes(draft.values);
    if (existingId) {
      await updateReview(existingId, attributes);
      setReviewId(existingId);
      return existingId;
    }
    const created = await createReview(campgroundId, attributes);
    setReviewId(created.id);
    return created.id;
  }

  async function saveReport(savedId: string) {
    if (existingId || reportSaved || isFieldReportEmpty(report)) return;
    await createFieldReport(campgroundId, savedId, fieldReportAttributes(report, draft.values.stayedOn));
    setReportSaved(true);
  }

  /** Uploads one by one, so progress reads clearly and a slow link is not split four ways. */
  async function savePhotos(savedId: string): Promise<number> {
    let failures = 0;
    for (const photo of photosToUpload(photos)) {
      updatePhoto(photo.key, { status: 'uploading', progress: 0, error: null });
      try {
        await uploadPhoto(photo.file, { campgroundId, reviewId: savedId, caption: photo.caption }, (progress) =>
          updatePhoto(photo.key, { progress }),
        );
        updatePhoto(photo.key, { status: 'done', progress: 1 });
      } catch (error) {
        failures += 1;
        updatePhoto(photo.key, { status: 'failed', error: errorMessages(error).join(' ') });
      }
    }
    return failures;
  }

  function showApiError(error: unknown) {
    if (error instanceof ApiError && error.status === 422 && !reviewId) {
      const fieldErrors: ReviewErrors = {};
      const others: string[] = [];
      for (const item of error.errors) {
        const field = pointerField(item);
        const text = item.detail ?? item.title ?? '';
        if (isReviewField(field)) fieldErrors[field] = text;
        else if (text) others.push(text);
      }
      draft.setServerErrors(fieldErrors);
      setMessages({ tone: 'error', texts: others.length > 0 ? others : ['Please check the highlighted fields.'] });
      return;
    }
    setMessages({ tone: 'error', texts: errorMessages(error) });
  }

  /** Answers the first invalid review field (to focus), or null. */
  async function submit(): Promise<ReviewField | null> {
    if (busy) return null;
    if (!reviewId) {
      const invalid = draft.touchAll();
      if (invalid) return invalid;
    }
    const errors = existingId || isFieldReportEmpty(report) ? {} : validateFieldReportDraft(report);
    setReportErrors(errors);
    if (Object.keys(errors).length > 0) {
      setMessages({ tone: 'error', texts: ['Please check the field report.'] });
      return null;
    }
    setBusy(true);
    setMessages(null);
    try {
      const savedId = await saveReview();
      await saveReport(savedId);
      const failures = await savePhotos(savedId);
      if (failures === 0) {
        onSaved();
        return null;
      }
      setMessages({
        tone: 'info',
        texts: [
          `Your review is saved, but ${failures === 1 ? 'a photo' : `${failures} photos`} could not be uploaded. Remove ${failures === 1 ? 'it' : 'them'} or try again.`,
        ],
      });
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(false);
    }
    return null;
  }

  function submitLabel(editing: boolean): string {
    if (busy) return 'Saving…';
    if (reviewId) return 'Try again';
    return editing ? 'Save changes' : 'Post review';
  }

  return {
    busy,
    reviewSaved,
    report,
    setReport,
    reportErrors,
    reportSaved,
    photos,
    setPhotos,
    messages,
    submit,
    submitLabel,
  };
}
