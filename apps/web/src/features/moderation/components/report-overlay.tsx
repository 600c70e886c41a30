'use client';

import {
  REPORT_DETAILS_MAX,
  REPORT_DETAILS_REQUIRED_FOR,
  REPORT_MESSAGES,
  REPORT_TARGET_LABELS,
  reportReasonsFor,
  validateReportDetails,
  validateReportReason,
} from '@campwise/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import fieldStyles from '@/components/ui/field.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { signedInApiClient } from '@/lib/session-api-client';
import { type ReportFailure, reportFailure, type ReportTarget, submitReport } from '../report-api';
import styles from './report-overlay.module.css';

export interface ReportOverlayProps {
  target: ReportTarget;
  onClose: () => void;
}

const noFailure: ReportFailure = { fields: {}, general: [] };

/**
 * The "report" overlay: why (one reason from the list that fits the content) and, when the
 * reason needs it, what is wrong. Checked here with the API's own rules and messages, then
 * a confirmation replaces the form.
 */
export function ReportOverlay({ target, onClose }: ReportOverlayProps) {
  const ids = { form: useId(), reason: useId(), details: useId(), detailsHint: useId() };
  const reasons = reportReasonsFor(target.type);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [failure, setFailure] = useState<ReportFailure>(noFailure);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const firstReason = useRef<HTMLInputElement>(null);
  const detailsField = useRef<HTMLTextAreaElement>(null);
  const label = REPORT_TARGET_LABELS[target.type];
  const detailsRequired = (REPORT_DETAILS_REQUIRED_FOR as readonly string[]).includes(reason);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reasonError = validateReportReason(target.type, reason);
    const detailsError = validateReportDetails(reason, details);
    if (reasonError || detailsError) {
      setFailure({ fields: { reason: reasonError ?? undefined, details: detailsError ?? undefined }, general: [] });
      (reasonError ? firstReason.current : detailsField.current)?.focus();
      return;
    }
    setBusy(true);
    setFailure(noFailure);
    try {
      await submitReport(await signedInApiClient(), target, { reason, details });
      setSent(true);
    } catch (error) {
      setFailure(reportFailure(error));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <Modal open onClose={onClose} title={`Report this ${label}`}>
        <FormAlert tone="success" messages={[REPORT_MESSAGES.submitted]} />
        <div className={styles.actions}>
          <button type="button" className={buttonStyles.button} onClick={onClose}>
            Done
          </button>
        </div>
      </Modal>
    );
  }

  const reasonErrorId = `${ids.reason}-error`;
  const detailsErrorId = `${ids.details}-error`;
  return (
    <Modal open onClose={onClose} title={`Report this ${label}`} closeDisabled={busy}>
      <p className={styles.lead}>{target.name}</p>
      <form id={ids.form} onSubmit={onSubmit} noValidate>
        <fieldset
          className={styles.reasons}
          aria-describedby={failure.fields.reason ? reasonErrorId : undefined}
          aria-invalid={failure.fields.reason ? true : undefined}
        >
          <legend className={styles.legend}>Why are you reporting this {label}?</legend>
          {reasons.map((option, index) => (
            <label key={option.id} className={styles.reason}>
              <input
                ref={index === 0 ? firstReason : undefined}
                type="radio"
                name={ids.reason}
                value={option.id}
                checked={reason === option.id}
                onChange={() => setReason(option.id)}
              />
              {option.label}
            </label>
          ))}
          {failure.fields.reason && (
            <p id={reasonErrorId} className={styles.error}>
              {failure.fields.reason}
            </p>
          )}
        </fieldset>

        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={ids.details}>
            Details{detailsRequired ? '' : ' (optional)'}
          </label>
          <p id={ids.detailsHint} className={fieldStyles.hint}>
            What is wrong? Moderators read this; the author never sees who reported.
          </p>
          <textarea
            ref={detailsField}
            id={ids.details}
            className={`${fieldStyles.input} ${styles.details}`}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            maxLength={REPORT_DETAILS_MAX + 200}
            required={detailsRequired}
            aria-invalid={failure.fields.details ? true : undefined}
            aria-describedby={[ids.detailsHint, failure.fields.details ? detailsErrorId : ''].join(' ').trim()}
          />
          <p className={styles.counter} aria-hidden="true">
            {details.trim().length} / {REPORT_DETAILS_MAX}
          </p>
          {failure.fields.details && (
            <p id={detailsErrorId} className={styles.error}>
              {failure.fields.details}
            </p>
          )}
        </div>

        <FormAlert tone="error" messages={failure.general} />
        <div className={styles.actions}>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={onClose}
            disabled={busy}
          >
            Cancel
          </button>
          <button type="submit" className={buttonStyles.button} disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Sending…' : 'Send report'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
