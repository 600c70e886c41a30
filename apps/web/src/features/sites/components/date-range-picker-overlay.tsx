'use client';

// The spec's date-range-picker overlay: an arrival and a departure picked on a two-month
// calendar, from today on. Used by the campground page's booking section and the search filters;
// whoever opens it decides what the dates do (onApply), and null clears them.
import { formatStayDate, pluralNights } from '@campwise/domain';
import { useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { Modal } from '@/components/ui/modal';
import { localToday } from '@/lib/calendar-dates';
import { nightsBetween, pickDate, type RangeSelection, selectedStay } from '../calendar-grid';
import type { StayDates } from '../stay-dates';
import { DateRangeCalendar } from './date-range-calendar';
import styles from './date-range-picker.module.css';

export interface DateRangePickerOverlayProps {
  /** The stay already chosen, if any. */
  dates: StayDates | null;
  /** Defaults to 'Choose dates'. */
  title?: string;
  /** The chosen stay, or null when the camper cleared the dates. */
  onApply: (dates: StayDates | null) => void;
  onClose: () => void;
}

function prompt(selection: RangeSelection): string {
  const { startDate, endDate } = selection;
  if (!startDate) return 'Choose your arrival date.';
  if (!endDate) return `Arrival ${formatStayDate(startDate)}. Now choose your departure date.`;
  return `${formatStayDate(startDate)} to ${formatStayDate(endDate)} · ${pluralNights(nightsBetween(startDate, endDate))}`;
}

export function DateRangePickerOverlay({
  dates,
  title = 'Choose dates',
  onApply,
  onClose,
}: DateRangePickerOverlayProps) {
  const [today] = useState(() => localToday());
  const [selection, setSelection] = useState<RangeSelection>({
    startDate: dates?.startDate ?? null,
    endDate: dates?.endDate ?? null,
  });
  const stay = selectedStay(selection);

  // Closed first: applying changes the page's URL, and the host clears overlays on a new URL anyway.
  const finish = (result: StayDates | null) => {
    onClose();
    onApply(result);
  };

  return (
    <Modal open onClose={onClose} title={title} size="medium">
      <div className={styles.picker} data-testid="date-range-picker">
        <dl className={styles.summary}>
          <div>
            <dt>Arrival</dt>
            <dd>{selection.startDate ? formatStayDate(selection.startDate) : '—'}</dd>
          </div>
          <div>
            <dt>Departure</dt>
            <dd>{selection.endDate ? formatStayDate(selection.endDate) : '—'}</dd>
          </div>
        </dl>
        <p className={styles.prompt} aria-live="polite">
          {prompt(selection)}
        </p>
        <DateRangeCalendar
          selection={selection}
          minDate={today}
          onPick={(date) => setSelection((current) => pickDate(current, date))}
        />
        <div className={styles.actions}>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={() => (dates ? finish(null) : setSelection({ startDate: null, endDate: null }))}
          >
            Clear dates
          </button>
          <button type="button" className={buttonStyles.button} disabled={!stay} onClick={() => finish(stay)}>
            Apply dates
          </button>
        </div>
      </div>
    </Modal>
  );
}
