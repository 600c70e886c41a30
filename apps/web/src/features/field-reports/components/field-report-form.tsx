'use client';

import { CARRIER_IDS, EARLIEST_VISIT_DATE } from '@campwise/domain';
import { type FormEvent, useId, useState } from 'react';
import { FieldFrame } from '@/components/ui/field-frame';
import fieldStyles from '@/components/ui/field.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { emptyFieldReportDraft, fieldReportAttributes, type FieldReportDraft } from '../field-report-draft';
import { localToday } from '@/lib/calendar-dates';
import { ApiError, errorMessages } from '@/lib/api-client';
import { apiFieldErrors, firstErrorKey, type StandaloneErrors, validateStandaloneReport } from '../field-report-submit';
import { postFieldReport } from '../field-reports-client';
import { FieldReportFields } from './field-report-fields';
import styles from './field-reports.module.css';
import { SubmitCancelButtons } from '@/components/ui/submit-cancel-buttons';

export interface FieldReportFormProps {
  campgroundId: string;
  onSaved: () => void;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
}

/** The element to focus for an error key (ids as FieldReportFields gives them under `${id}-report`). */
function focusTarget(id: string, key: string): HTMLElement | null {
  if (key === 'visitedOn') return document.getElementById(`${id}-visitedOn`);
  if (key === 'signals') return document.getElementById(`${id}-report-${CARRIER_IDS[0]}-signal`);
  return document.getElementById(`${id}-report-${key.replace('.', '-')}`);
}

/** A field report on its own: the visit date, the signal per carrier with speeds, and notes. */
export function FieldReportForm({ campgroundId, onSaved, onBusyChange, onCancel }: FieldReportFormProps) {
  const id = useId();
  const [today] = useState(localToday);
  const [visitedOn, setVisitedOn] = useState('');
  const [report, setReport] = useState<FieldReportDraft>(emptyFieldReportDraft);
  const [errors, setErrors] = useState<StandaloneErrors>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusyState] = useState(false);

  const setBusy = (value: boolean) => {
    setBusyState(value);
    onBusyChange(value);
  };

  const showErrors = (next: StandaloneErrors) => {
    setErrors(next);
    const key = firstErrorKey(next);
    // After React has rendered the messages, so the control is described by its error.
    if (key) requestAnimationFrame(() => focusTarget(id, key)?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setMessages([]);
    const invalid = validateStandaloneReport(report, visitedOn, today);
    if (Object.keys(invalid).length > 0) {
      showErrors(invalid);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await postFieldReport(campgroundId, fieldReportAttributes(report, visitedOn.trim()));
      setBusy(false);
      onSaved();
      return;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const { fields, others } = apiFieldErrors(error.errors);
        showErrors(fields);
        setMessages(others.length > 0 ? others : ['Please check the highlighted fields.']);
      } else {
        setMessages(errorMessages(error));
      }
    }
    setBusy(false);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy}>
      <FieldFrame id={`${id}-visitedOn`} label="Date of your visit" error={errors.visitedOn}>
        {(aria) => (
          <input
            id={`${id}-visitedOn`}
            type="date"
            min={EARLIEST_VISIT_DATE}
            max={today}
            value={visitedOn}
            disabled={busy}
            onChange={(event) => {
              setVisitedOn(event.target.value);
              if (errors.visitedOn) setErrors(({ visitedOn: _dropped, ...rest }) => rest);
            }}
            {...aria}
            className={fieldStyles.input}
          />
        )}
      </FieldFrame>
      <FieldReportFields id={`${id}-report`} draft={report} errors={errors} disabled={busy} onChange={setReport} />
      <FormAlert tone="error" messages={messages} />
      <div className={styles.actions}>
        <SubmitCancelButtons submitLabel={busy ? 'Saving…' : 'Post field report'} busy={busy} onCancel={onCancel} />
      </div>
    </form>
  );
}
