'use client';

import { useCallback, useMemo, useState } from 'react';
import {
  REVIEW_FIELDS,
  type ReviewDraft,
  type ReviewErrors,
  type ReviewField,
  validateReviewField,
} from '../review-draft';

/**
 * The review form's values with the spec's behaviour: a field is checked once it has been left,
 * then again on every change; submitting checks them all. Errors the API sent back for a field
 * show until that field changes.
 */
export function useReviewDraft(initial: ReviewDraft, today: string) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<ReviewField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<ReviewErrors>({});

  const errors = useMemo(() => {
    const shown: ReviewErrors = {};
    for (const field of REVIEW_FIELDS) {
      const error = (touched[field] ? validateReviewField(field, values, today) : null) ?? serverErrors[field];
      if (error) shown[field] = error;
    }
    return shown;
  }, [values, touched, serverErrors, today]);

  const set = useCallback((field: ReviewField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  const touch = useCallback((field: ReviewField) => setTouched((current) => ({ ...current, [field]: true })), []);

  /** Touches every field; answers the first invalid one, or null when the draft may be sent. */
  const touchAll = useCallback((): ReviewField | null => {
    setTouched(Object.fromEntries(REVIEW_FIELDS.map((field) => [field, true])));
    return REVIEW_FIELDS.find((field) => validateReviewField(field, values, today) !== null) ?? null;
  }, [values, today]);

  return { values, errors, set, touch, touchAll, setServerErrors };
}
