'use client';

import { BOOKING_RULE_MESSAGES, daysBetween } from '@campwise/domain';
import { useEffect, useId, useState } from 'react';
import fieldStyles from '@/components/ui/field.module.css';
import { FieldFrame } from '@/components/ui/field-frame';
import { errorMessages } from '@/lib/api-client';
import { localToday } from '@/lib/calendar-dates';
import type { Reservation } from '../reservation';
import { listSiteChoices } from '../reservations-api';
import { reservationsApi } from '../reservations-session';
import { isChoosable, type SiteChoice, siteFacts, sitePrice, siteStatus } from '../site-choices';
import { useCheckout } from './checkout-provider';
import { StepForm } from './step-form';
import styles from './checkout.module.css';

interface DateErrors {
  startDate: string | null;
  endDate: string | null;
  siteId: string | null;
}

const NO_ERRORS: DateErrors = { startDate: null, endDate: null, siteId: null };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Nights between two date inputs' values; null unless both are whole dates. */
function nightsOf(startDate: string, endDate: string): number | null {
  return ISO_DATE.test(startDate) && ISO_DATE.test(endDate) ? daysBetween(startDate, endDate) : null;
}

function validate(startDate: string, endDate: string, siteId: string): DateErrors {
  return {
    startDate: startDate ? null : 'Choose your arrival date.',
    endDate: !endDate
      ? 'Choose your departure date.'
      : (nightsOf(startDate, endDate) ?? 1) <= 0
        ? BOOKING_RULE_MESSAGES.datesOrder
        : null,
    siteId: siteId ? null : 'Choose a site.',
  };
}

const validStay = (startDate: string, endDate: string) => (nightsOf(startDate, endDate) ?? 0) > 0;

/** Site and dates: changing either moves the hold (PATCH); a taken site answers 409 with its message. */
export function DatesStep({ reservation }: { reservation: Reservation }) {
  const id = useId();
  const { save } = useCheckout();
  const [today] = useState(() => localToday());
  const [startDate, setStartDate] = useState(reservation.startDate ?? '');
  const [endDate, setEndDate] = useState(reservation.endDate ?? '');
  const [siteId, setSiteId] = useState(reservation.siteId ?? '');
  const [touched, setTouched] = useState(false);
  const [sites, setSites] = useState<SiteChoice[] | null>(null);
  const [siteErrors, setSiteErrors] = useState<string[]>([]);
  const errors = touched ? validate(startDate, endDate, siteId) : NO_ERRORS;
  const stayChosen = validStay(startDate, endDate);

  useEffect(() => {
    let live = true;
    setSiteErrors([]);
    reservationsApi()
      .then((api) => listSiteChoices(api, reservation.campgroundId, stayChosen ? { startDate, endDate } : null))
      .then(
        (loaded) => live && setSites(loaded),
        (error: unknown) => live && setSiteErrors(errorMessages(error)),
      );
    return () => {
      live = false;
    };
  }, [reservation.campgroundId, startDate, endDate, stayChosen]);

  const onContinue = async () => {
    setTouched(true);
    const found = validate(startDate, endDate, siteId);
    if (found.startDate || found.endDate || found.siteId) return false;
    await save({ startDate, endDate }, siteId);
    return true;
  };

  return (
    <StepForm step="dates" onContinue={onContinue}>
      <div className={styles.dateRow}>
        <FieldFrame id={`${id}-start`} label="Arrival" error={errors.startDate}>
          {(aria) => (
            <input
              id={`${id}-start`}
              type="date"
              className={fieldStyles.input}
              min={today}
              value={startDate}
              onChange={(event) => setStartDate(event.target.value)}
              onBlur={() => setTouched(true)}
              {...aria}
            />
          )}
        </FieldFrame>
        <FieldFrame id={`${id}-end`} label="Departure" error={errors.endDate}>
          {(aria) => (
            <input
              id={`${id}-end`}
              type="date"
              className={fieldStyles.input}
              min={startDate || today}
              value={endDate}
              onChange={(event) => setEndDate(event.target.value)}
              onBlur={() => setTouched(true)}
              {...aria}
            />
          )}
        </FieldFrame>
      </div>
      <fieldset className={styles.sites} aria-describedby={errors.siteId ? `${id}-site-error` : undefined}>
        <legend className={fieldStyles.label}>Site</legend>
        {siteErrors.length > 0 && <p role="alert">{siteErrors.join(' ')}</p>}
        {sites === null && siteErrors.length === 0 && <p role="status">Loading sites…</p>}
        {sites?.length === 0 && <p>This campground has no bookable sites.</p>}
        {sites?.map((site) => {
          const taken = !isChoosable(site, reservation.siteId);
          const status = siteStatus(site, reservation.siteId);
          const price = sitePrice(site);
          return (
            <label key={site.id} className={`${styles.siteOption} ${taken ? styles.siteTaken : ''}`}>
              <input
                type="radio"
                name={`${id}-site`}
                value={site.id}
                checked={siteId === site.id}
                disabled={taken}
                onChange={() => setSiteId(site.id)}
              />
              <span className={styles.siteText}>
                <span className={styles.siteName}>{site.name}</span>
                {siteFacts(site) && <span className={styles.siteFacts}>{siteFacts(site)}</span>}
                {status && <span className={styles.siteFacts}>{status}</span>}
              </span>
              {price && <span className={styles.sitePrice}>{price}</span>}
            </label>
          );
        })}
        <p id={`${id}-site-error`} className={fieldStyles.error} aria-live="polite">
          {errors.siteId}
        </p>
      </fieldset>
    </StepForm>
  );
}
