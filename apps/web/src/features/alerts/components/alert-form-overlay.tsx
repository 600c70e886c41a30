'use client';

// The create/edit alert form (spec section 1, 'snag sold-out campsites'): what to watch (the
// whole campground, a site type or one site), and when: exact dates, or any N nights within a
// window, optionally weekends only. Checked with the API's own rules before sending; the API's
// answers (422 per field, 409 duplicate, 403 not PRO) are shown where they belong.
import Link from 'next/link';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import fieldStyles from '@/components/ui/field.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { SubmitCancelButtons } from '@/components/ui/submit-cancel-buttons';
import { useOverlays } from '@/features/overlays/use-overlays';
import { ANALYTICS_EVENTS, track } from '@/lib/analytics';
import { ApiError, errorMessages, pointerField } from '@/lib/api-client';
import { localToday } from '@/lib/calendar-dates';
import {
  ALERT_MAX_NIGHTS,
  ALERT_MAX_RV_LENGTH_FT,
  ALERT_MIN_NIGHTS,
  type AlertFormErrors,
  type AlertFormField,
  alertAttributes,
  alertFormOf,
  type AlertFormValues,
  newAlertForm,
  validateAlertForm,
} from '../alert-form';
import type { Alert } from '../alert-records';
import { alertTargetText, alertWindowText } from '../alert-text';
import { createAlert, isProRequired, listSiteChoices, type SiteChoice, updateAlert } from '../alerts-api';
import styles from './alerts.module.css';

export interface AlertFormOverlayProps {
  campground: { id: string; name: string };
  /** The stay the camper was looking at (a new alert starts from it). */
  dates?: { startDate: string; endDate: string } | null;
  /** A new alert's whole form, e.g. an example's flexible window (wins over `dates`). */
  initialValues?: AlertFormValues;
  /** The alert to edit; a new one when absent. Its campground and what it watches stay as they are. */
  alert?: Alert;
  /** A new alert's site type or site, chosen beforehand. */
  siteTypeId?: string | null;
  siteId?: string | null;
  /** Told of the alert as saved. */
  onSaved?: (alert: Alert) => void;
  onClose: () => void;
}

const WHOLE_CAMPGROUND = 'campground';

function targetValue(siteTypeId: string | null | undefined, siteId: string | null | undefined): string {
  if (siteId) return `site:${siteId}`;
  if (siteTypeId) return `type:${siteTypeId}`;
  return WHOLE_CAMPGROUND;
}

function targetOf(value: string): { siteTypeId: string | null; siteId: string | null } {
  if (value.startsWith('site:')) return { siteTypeId: null, siteId: value.slice(5) };
  if (value.startsWith('type:')) return { siteTypeId: value.slice(5), siteId: null };
  return { siteTypeId: null, siteId: null };
}

/** The site types, each with its sites, in the API's order. */
function groupedChoices(choices: readonly SiteChoice[]): { id: string; name: string; sites: SiteChoice[] }[] {
  const groups = new Map<string, { id: string; name: string; sites: SiteChoice[] }>();
  for (const choice of choices) {
    const group = groups.get(choice.siteTypeId) ?? { id: choice.siteTypeId, name: choice.siteTypeName, sites: [] };
    group.sites.push(choice);
    groups.set(choice.siteTypeId, group);
  }
  return [...groups.values()];
}

const FIELD_OF_POINTER: Record<string, AlertFormField> = {
  startDate: 'startDate',
  endDate: 'endDate',
  nights: 'nights',
  weekendsOnly: 'weekendsOnly',
  rvLengthFt: 'rvLength',
};

/** The API's 422s by field, and the rest (relationships, 409s) for the form's own alert. */
function apiProblems(error: unknown): { fields: AlertFormErrors; general: string[] } {
  if (!(error instanceof ApiError) || error.status !== 422) return { fields: {}, general: errorMessages(error) };
  const fields: AlertFormErrors = {};
  const general: string[] = [];
  for (const item of error.errors) {
    const field = FIELD_OF_POINTER[pointerField(item) ?? ''];
    const text = item.detail ?? item.title ?? '';
    if (field && !fields[field]) fields[field] = text;
    else if (text) general.push(text);
  }
  return { fields, general };
}

export function AlertFormOverlay(props: AlertFormOverlayProps) {
  const { campground, alert, onSaved, onClose } = props;
  const editing = alert !== undefined;
  const [values, setValues] = useState<AlertFormValues>(() =>
    alert ? alertFormOf(alert) : (props.initialValues ?? newAlertForm(props.dates ?? null)),
  );
  const [target, setTarget] = useState(() => targetValue(props.siteTypeId, props.siteId));
  const [choices, setChoices] = useState<SiteChoice[] | null>(null);
  const [errors, setErrors] = useState<AlertFormErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<Alert | null>(null);
  const [today] = useState(localToday);
  const { openOverlay } = useOverlays();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (editing) return;
    let live = true;
    listSiteChoices(campground.id).then(
      (list) => live && setChoices(list),
      // Without the list the alert can still watch the whole campground.
      () => live && setChoices([]),
    );
    return () => {
      live = false;
    };
  }, [campground.id, editing]);

  const change = (next: Partial<AlertFormValues>) => {
    const updated = { ...values, ...next };
    if (updated.mode === 'exact') updated.weekendsOnly = false;
    setValues(updated);
    if (submitted) setErrors(validateAlertForm(updated, today));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setGeneral([]);
    const problems = validateAlertForm(values, today);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const attributes = alertAttributes(values);
      const result = alert
        ? await updateAlert(alert.id, attributes)
        : await createAlert({ campgroundId: campground.id, ...targetOf(target) }, attributes);
      if (!alert) track(ANALYTICS_EVENTS.alertsCompleted, { alertId: result.id, mode: result.mode });
      onSaved?.(result);
      setSaved(result);
    } catch (error) {
      if (isProRequired(error)) {
        onClose();
        openOverlay('alerts-pro-upgrade', {});
        return;
      }
      const found = apiProblems(error);
      setErrors(found.fields);
      setGeneral(found.general);
    } finally {
      setBusy(false);
    }
  };

  const title = editing ? 'Edit alert' : 'Set an alert';
  if (saved) {
    return (
      <Modal open onClose={onClose} title={editing ? 'Alert saved' : 'Alert set'} size="medium">
        <div className={styles.saved} data-testid="alert-saved">
          <p>
            <strong>{saved.campground?.name ?? campground.name}</strong>: {alertTargetText(saved)},{' '}
            {alertWindowText(saved)}.
          </p>
          <p>
            {saved.watching === 'not-bookable'
              ? 'This campground does not take bookings on Campwise yet. Your alert fires if it starts taking them and a fitting stay is free.'
              : 'When fitting nights come free here, you hear from us within seconds: on the bell, by email and by push notification where you allowed them. The first camper to open the alert gets the site.'}
          </p>
          <div className={styles.actions}>
            <Link
              href={`/alerts/my-alerts/${encodeURIComponent(saved.id)}`}
              className={buttonStyles.button}
              onClick={onClose}
            >
              See the alert
            </Link>
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onClose}>
              Close
            </button>
          </div>
        </div>
      </Modal>
    );
  }

  const exact = values.mode === 'exact';
  const aria = (field: AlertFormField) => ({
    'aria-invalid': errors[field] ? (true as const) : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const fieldError = (field: AlertFormField) => (
    <p id={`${id}-${field}-error`} className={fieldStyles.error} aria-live="polite">
      {errors[field]}
    </p>
  );

  return (
    <Modal open onClose={onClose} title={title} closeDisabled={busy} size="medium">
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={(event) => void submit(event)}
        data-testid="alert-form"
      >
        <p className={styles.formLead}>
          <strong>{campground.name}</strong>
          {editing && alert ? ` · ${alertTargetText(alert)}` : null}
        </p>
        <FormAlert tone="error" messages={general} />
        {!editing && (
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-target`} className={fieldStyles.label}>
              What to watch
            </label>
            <select
              id={`${id}-target`}
              className={fieldStyles.input}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
            >
              <option value={WHOLE_CAMPGROUND}>Any site at this campground</option>
              {groupedChoices(choices ?? []).map((group) => (
                <optgroup key={group.id} label={group.name}>
                  <option value={`type:${group.id}`}>Any site of type {group.name}</option>
                  {group.sites.map((site) => (
                    <option key={site.id} value={`site:${site.id}`}>
                      {site.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        )}

        <fieldset className={styles.modes}>
          <legend className={fieldStyles.label}>Dates</legend>
          <label className={styles.choice}>
            <input type="radio" name="mode" checked={exact} onChange={() => change({ mode: 'exact' })} />
            Exact dates
          </label>
          <label className={styles.choice}>
            <input type="radio" name="mode" checked={!exact} onChange={() => change({ mode: 'flexible' })} />
            Flexible: any nights within a range
          </label>
        </fieldset>

        <div className={styles.row}>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-start`} className={fieldStyles.label}>
              {exact ? 'Arrival' : 'Earliest arrival'}
            </label>
            <input
              id={`${id}-start`}
              type="date"
              className={fieldStyles.input}
              min={today}
              value={values.startDate}
              onChange={(event) => change({ startDate: event.target.value })}
              {...aria('startDate')}
            />
            {fieldError('startDate')}
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-end`} className={fieldStyles.label}>
              {exact ? 'Departure' : 'Latest departure'}
            </label>
            <input
              id={`${id}-end`}
              type="date"
              className={fieldStyles.input}
              min={values.startDate || today}
              value={values.endDate}
              onChange={(event) => change({ endDate: event.target.value })}
              {...aria('endDate')}
            />
            {fieldError('endDate')}
          </div>
        </div>

        {!exact && (
          <>
            <div className={fieldStyles.field}>
              <label htmlFor={`${id}-nights`} className={fieldStyles.label}>
                Nights
              </label>
              <input
                id={`${id}-nights`}
                type="number"
                inputMode="numeric"
                min={ALERT_MIN_NIGHTS}
                max={ALERT_MAX_NIGHTS}
                className={`${fieldStyles.input} ${styles.nightsInput}`}
                value={values.nights}
                onChange={(event) => change({ nights: event.target.value })}
                {...aria('nights')}
              />
              {fieldError('nights')}
            </div>
            <div className={fieldStyles.field}>
              <label className={fieldStyles.checkbox}>
                <input
                  type="checkbox"
                  checked={values.weekendsOnly}
                  onChange={(event) => change({ weekendsOnly: event.target.checked })}
                  {...aria('weekendsOnly')}
                />
                Weekends only: the stay takes in a Friday and a Saturday night
              </label>
              {fieldError('weekendsOnly')}
            </div>
          </>
        )}

        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-rv-length`} className={fieldStyles.label}>
            RV length in feet (optional)
          </label>
          <input
            id={`${id}-rv-length`}
            type="number"
            inputMode="numeric"
            min={1}
            max={ALERT_MAX_RV_LENGTH_FT}
            className={`${fieldStyles.input} ${styles.nightsInput}`}
            value={values.rvLength}
            onChange={(event) => change({ rvLength: event.target.value })}
            {...aria('rvLength')}
          />
          <p className={fieldStyles.hint}>
            Only sites that take a rig this long will alert you. Leave empty for a tent or any site.
          </p>
          {fieldError('rvLength')}
        </div>

        <div className={styles.actions}>
          <SubmitCancelButtons
            submitLabel={busy ? 'Saving…' : editing ? 'Save changes' : 'Set alert'}
            busy={busy}
            onCancel={onClose}
          />
        </div>
      </form>
    </Modal>
  );
}
