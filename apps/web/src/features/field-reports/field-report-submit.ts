// The standalone field report form: its draft (visit date plus the shared field report fields),
// validation with the domain's messages word for word, and the API's 422s mapped to fields.
import { FIELD_REPORT_MESSAGES, validateFieldVisitDate } from '@campwise/domain';
import {
  type FieldReportDraft,
  type FieldReportErrors,
  isFieldReportEmpty,
  NOTE_FIELDS,
  validateFieldReportDraft,
} from './field-report-draft';
import type { ApiErrorItem } from '@/lib/api-client';

/** Error keys of the standalone form: the shared fields' keys, `visitedOn` and `signals`. */
export type StandaloneErrors = FieldReportErrors;

export function validateStandaloneReport(report: FieldReportDraft, visitedOn: string, today: string): StandaloneErrors {
  const errors: StandaloneErrors = { ...validateFieldReportDraft(report) };
  const dateError = validateFieldVisitDate(visitedOn, today);
  if (dateError) errors.visitedOn = dateError;
  // A report on its own must say something (the API answers the same 422 at /data/attributes/signals).
  if (isFieldReportEmpty(report)) errors.signals = FIELD_REPORT_MESSAGES.empty;
  return errors;
}

const ATTRIBUTE_KEYS: Record<string, string> = {
  'visited-on': 'visitedOn',
  'road-notes': 'roadNotes',
  'access-notes': 'accessNotes',
  'site-notes': 'siteNotes',
  signals: 'signals',
};

/**
 * A 422's errors split into the field each names (its source.pointer under /data/attributes) and
 * the rest, which the form shows above its buttons.
 */
export function apiFieldErrors(errors: readonly ApiErrorItem[]): { fields: StandaloneErrors; others: string[] } {
  const fields: StandaloneErrors = {};
  const others: string[] = [];
  for (const error of errors) {
    const text = error.detail ?? error.title ?? '';
    if (!text) continue;
    const match = /^\/data\/attributes\/([^/]+)/.exec(error.source?.pointer ?? '');
    const key = match?.[1] ? ATTRIBUTE_KEYS[match[1]] : undefined;
    if (key && !fields[key]) fields[key] = text;
    else if (!key) others.push(text);
  }
  return { fields, others };
}

/** The first field with an error, in the order the form shows them, to move focus to. */
export function firstErrorKey(errors: StandaloneErrors): string | null {
  const order = ['visitedOn', 'signals', ...Object.keys(errors).filter((key) => key.includes('.')), ...NOTE_FIELDS];
  return order.find((key) => errors[key]) ?? null;
}
