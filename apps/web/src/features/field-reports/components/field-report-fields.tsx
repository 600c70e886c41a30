'use client';

import {
  CARRIER_IDS,
  CARRIERS,
  type Carrier,
  FIELD_REPORT_NOTES_MAX,
  SIGNAL_LEVEL_IDS,
  SIGNAL_LEVELS,
} from '@campwise/domain';
import fieldStyles from '@/components/ui/field.module.css';
import {
  type CarrierDraft,
  type FieldReportDraft,
  type FieldReportErrors,
  isSignalLevel,
  type NoteField,
} from '../field-report-draft';
import styles from './field-report-fields.module.css';

export interface FieldReportFieldsProps {
  id: string;
  draft: FieldReportDraft;
  /** Keys: a note field, `${carrier}.signal`, `${carrier}.downloadMbps`, `${carrier}.uploadMbps`, or `signals`. */
  errors: FieldReportErrors;
  disabled: boolean;
  onChange: (draft: FieldReportDraft) => void;
  /** With a summary the fields fold away under it (the review form's optional report); without, they show. */
  summary?: string;
}

const NOTES: { field: NoteField; label: string; hint: string }[] = [
  { field: 'roadNotes', label: 'Road', hint: 'Surface, washboard, clearance, how far on dirt.' },
  { field: 'accessNotes', label: 'Access', hint: 'Gates, seasonal closures, big-rig turnarounds.' },
  { field: 'siteNotes', label: 'Sites', hint: 'Level pads, shade, space, neighbours.' },
];

/**
 * A field report's fields, shared by the review form and the standalone field report form: the
 * signal each carrier had, with a speed test if the camper ran one (the connectivity ratings are
 * built from these), and road, access and site notes.
 */
export function FieldReportFields({ id, draft, errors, disabled, onChange, summary }: FieldReportFieldsProps) {
  const setCarrier = (carrier: Carrier, change: Partial<CarrierDraft>) =>
    onChange({ ...draft, signals: { ...draft.signals, [carrier]: { ...draft.signals[carrier], ...change } } });
  const signalsError = errors.signals;

  const fields = (
    <>
      <fieldset
        className={styles.group}
        disabled={disabled}
        aria-describedby={signalsError ? `${id}-signals-error` : undefined}
      >
        <legend className={styles.legend}>Cell signal</legend>
        <p className={styles.hint}>
          Leave a carrier on “Not checked” if you did not try it. Speeds from a speed test app, in Mbps.
        </p>
        {signalsError && (
          <p id={`${id}-signals-error`} className={fieldStyles.error}>
            {signalsError}
          </p>
        )}
        {CARRIER_IDS.map((carrier) => {
          const value = draft.signals[carrier];
          const base = `${id}-${carrier}`;
          const signalError = errors[`${carrier}.signal`];
          return (
            <div key={carrier} className={styles.carrier}>
              <div className={styles.carrierName}>{CARRIERS[carrier]}</div>
              <label className={styles.small}>
                <span>Signal</span>
                <select
                  id={`${base}-signal`}
                  value={value.signal}
                  aria-label={`${CARRIERS[carrier]} signal`}
                  aria-invalid={signalError ? true : undefined}
                  aria-describedby={signalError ? `${base}-signal-error` : undefined}
                  onChange={(event) =>
                    setCarrier(carrier, { signal: isSignalLevel(event.target.value) ? event.target.value : '' })
                  }
                  className={fieldStyles.input}
                >
                  <option value="">Not checked</option>
                  {SIGNAL_LEVEL_IDS.map((level) => (
                    <option key={level} value={level}>
                      {SIGNAL_LEVELS[level]}
                    </option>
                  ))}
                </select>
              </label>
              {(['downloadMbps', 'uploadMbps'] as const).map((speedField) => {
                const error = errors[`${carrier}.${speedField}`];
                const label = speedField === 'downloadMbps' ? 'Download' : 'Upload';
                return (
                  <label key={speedField} className={styles.small}>
                    <span>{label} Mbps</span>
                    <input
                      id={`${base}-${speedField}`}
                      type="text"
                      inputMode="decimal"
                      value={value[speedField]}
                      aria-label={`${CARRIERS[carrier]} ${label.toLowerCase()} Mbps`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${base}-${speedField}-error` : undefined}
                      onChange={(event) => setCarrier(carrier, { [speedField]: event.target.value })}
                      className={fieldStyles.input}
                    />
                    {error && (
                      <span id={`${base}-${speedField}-error`} className={fieldStyles.error}>
                        {error}
                      </span>
                    )}
                  </label>
                );
              })}
              {signalError && (
                <p id={`${base}-signal-error`} className={`${fieldStyles.error} ${styles.rowError}`}>
                  {signalError}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      <fieldset className={styles.group} disabled={disabled}>
        <legend className={styles.legend}>Notes</legend>
        {NOTES.map(({ field, label, hint }) => {
          const fieldId = `${id}-${field}`;
          const error = errors[field];
          return (
            <div key={field} className={fieldStyles.field}>
              <label htmlFor={fieldId} className={fieldStyles.label}>
                {label}
              </label>
              <p id={`${fieldId}-hint`} className={fieldStyles.hint}>
                {hint}
              </p>
              <textarea
                id={fieldId}
                rows={2}
                value={draft[field]}
                maxLength={FIELD_REPORT_NOTES_MAX + 200}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
                onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
                className={fieldStyles.input}
              />
              <p id={`${fieldId}-error`} className={fieldStyles.error} aria-live="polite">
                {error}
              </p>
            </div>
          );
        })}
      </fieldset>
    </>
  );

  if (summary === undefined) return <div className={styles.report}>{fields}</div>;
  return (
    <details className={styles.report}>
      <summary className={styles.summary}>{summary}</summary>
      {fields}
    </details>
  );
}
