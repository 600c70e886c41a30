'use client';

import { formatStayDate, isWeekendNight } from '@campwise/domain';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessages } from '@/lib/api-client';
import {
  type BarTone,
  CALENDAR_WEEK_CHOICES,
  type CalendarBar,
  type CalendarWeeks,
  type CalendarWindow,
  campgroundToday,
  layoutCalendar,
  shiftWindow,
  windowAround,
  windowDays,
  windowEnd,
} from '../calendar-layout';
import { loadOccupancy } from '../manager-api';
import type { SiteOccupancy } from '../manager-records';
import { statusLabel } from '../reservation-filters';
import styles from './reservations-calendar.module.css';

export interface ReservationsCalendarProps {
  campgroundId: number;
  timeZone: string;
  /** Bumped after any change, so the calendar reads the occupancy again. */
  version: number;
  onOpenReservation: (id: string) => void;
}

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'narrow', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

const LEGEND: { tone: BarTone; label: string }[] = [
  { tone: 'confirmed', label: 'Confirmed online' },
  { tone: 'pending', label: 'Request' },
  { tone: 'internal', label: 'Walk-in or phone' },
  { tone: 'external', label: 'Other channel' },
  { tone: 'block', label: 'Blocked' },
  { tone: 'calendar', label: 'Imported calendar' },
  { tone: 'hold', label: 'Checkout hold' },
];

function barDescription(bar: CalendarBar): string {
  const dates = `${formatStayDate(bar.stay.startDate)} to ${formatStayDate(bar.stay.endDate)}`;
  const what = bar.stay.kind === 'reservation' ? statusLabel(bar.stay.status ?? '') : bar.label;
  return `${bar.label}, ${dates}${bar.stay.kind === 'reservation' ? `, ${what}` : ''}`;
}

/**
 * Sites × days for two to four weeks: every stay, block, imported hold and checkout hold as a
 * bar over its nights. A reservation's bar opens it. The grid scrolls sideways in its own box
 * with the site names pinned, so it works on a phone.
 */
export function ReservationsCalendar({
  campgroundId,
  timeZone,
  version,
  onOpenReservation,
}: ReservationsCalendarProps) {
  const today = campgroundToday(timeZone);
  const [weeks, setWeeks] = useState<CalendarWeeks>(2);
  const [shown, setShown] = useState<CalendarWindow>(() => windowAround(today, 2));
  // The sites of the window they were read for: a window still loading is marked busy.
  const [loaded, setLoaded] = useState<{ key: string; sites: SiteOccupancy[] } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    let current = true;
    setErrors([]);
    const key = `${shown.from}/${shown.days}/${version}`;
    loadOccupancy(campgroundId, shown.from, windowEnd(shown))
      .then((sites) => {
        if (current) setLoaded({ key, sites });
      })
      .catch((error: unknown) => {
        if (current) setErrors(errorMessages(error));
      });
    return () => {
      current = false;
    };
  }, [campgroundId, shown, version]);

  const sites = loaded?.sites ?? null;
  const busy = loaded?.key !== `${shown.from}/${shown.days}/${version}` && errors.length === 0;
  const days = useMemo(() => windowDays(shown), [shown]);
  const rows = useMemo(() => (sites ? layoutCalendar(sites, shown) : []), [sites, shown]);
  const lastDay = days[days.length - 1] ?? shown.from;

  const chooseWeeks = (value: CalendarWeeks) => {
    setWeeks(value);
    setShown({ from: shown.from, days: value * 7 });
  };

  return (
    <section aria-labelledby="reservations-calendar-title" aria-busy={busy} data-testid="reservations-calendar">
      <h3 id="reservations-calendar-title">Calendar</h3>
      <div className={styles.toolbar}>
        <p className={styles.range} aria-live="polite">
          {formatStayDate(shown.from)} – {formatStayDate(lastDay)}
        </p>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.toolbarButton}`}
          onClick={() => setShown(shiftWindow(shown, -1))}
        >
          ← Previous
        </button>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.toolbarButton}`}
          onClick={() => setShown(windowAround(today, weeks))}
        >
          Today
        </button>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.toolbarButton}`}
          onClick={() => setShown(shiftWindow(shown, 1))}
        >
          Next →
        </button>
        <label>
          <span className="visually-hidden">Go to date</span>
          <input
            type="date"
            className={styles.weeks}
            value={shown.from}
            onChange={(event) => {
              if (event.target.value) setShown(windowAround(event.target.value, weeks));
            }}
          />
        </label>
        <label>
          <span className="visually-hidden">Weeks shown</span>
          <select
            className={styles.weeks}
            value={weeks}
            onChange={(event) => chooseWeeks(Number(event.target.value) as CalendarWeeks)}
          >
            {CALENDAR_WEEK_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice} weeks
              </option>
            ))}
          </select>
        </label>
      </div>
      <FormAlert tone="error" messages={errors} />
      {sites === null && errors.length === 0 && <p className={styles.status}>Loading the calendar…</p>}
      {sites !== null && sites.length === 0 && <p className={styles.status}>This campground has no sites yet.</p>}
      {rows.length > 0 && (
        <div className={styles.scroller} tabIndex={0} aria-label="Calendar of sites by day">
          <div className={styles.grid} style={{ '--days': shown.days } as CSSProperties}>
            <div className={styles.corner}>Site</div>
            {days.map((day, index) => (
              <div
                key={day}

                className={`${styles.dayHead} ${day === today ? styles.today : ''} ${isWeekendNight(day) ? styles.weekend : ''}`}
                aria-label={formatStayDate(day)}
              >
                <span>
                  {index === 0 || day.endsWith('-01') ? shortMonth.format(asDate(day)) : weekday.format(asDate(day))}
                </span>
                <strong>{Number(day.slice(8))}</strong>
              </div>
            ))}
            {rows.map((row, rowIndex) => (
              <div key={row.siteId} style={{ display: 'contents' }} data-testid="calendar-row" data-site={row.siteName}>
                <div className={styles.siteCell} style={{ gridRow: rowIndex + 2 }}>
                  <span className={styles.siteName}>{row.siteName}</span>
                  <span className={styles.siteType}>{row.siteTypeName}</span>
                </div>
                {days.map((day, index) => (
                  <div
                    key={day}
                    aria-hidden="true"
                    className={`${styles.dayCell} ${day === today ? styles.today : ''} ${isWeekendNight(day) ? styles.weekend : ''}`}
                    style={{ gridRow: rowIndex + 2, gridColumn: index + 2 }}
                  />
                ))}
                {row.bars.map((bar) => (
                  <CalendarBarView key={bar.key} bar={bar} row={rowIndex + 2} onOpenReservation={onOpenReservation} />
                ))}
              </div>
            ))}
          </div>
        </div>
      )}
      <ul className={styles.legend} aria-label="Legend">
        {LEGEND.map((item) => (
          <li key={item.tone}>
            <span className={`${styles.swatch} ${styles.bar} ${styles[item.tone]}`} aria-hidden="true" />
            {item.label}
          </li>
        ))}
      </ul>
    </section>
  );
}

function CalendarBarView({
  bar,
  row,
  onOpenReservation,
}: {
  bar: CalendarBar;
  row: number;
  onOpenReservation: (id: string) => void;
}) {
  const className = [
    styles.bar,
    styles[bar.tone],
    bar.continuesBefore ? styles.continuesBefore : '',
    bar.continuesAfter ? styles.continuesAfter : '',
  ].join(' ');
  const style: CSSProperties = { gridRow: row, gridColumn: `${bar.column + 2} / span ${bar.span}` };
  const description = barDescription(bar);
  const reservationId = bar.stay.kind === 'reservation' ? bar.stay.reservationId : null;
  if (reservationId) {
    return (
      <button
        type="button"
        className={className}
        style={style}
        title={description}
        aria-label={description}
        data-testid="calendar-bar"
        data-tone={bar.tone}
        onClick={() => onOpenReservation(reservationId)}
      >
        {bar.label}
      </button>
    );
  }
  return (
    <span className={className} style={style} title={description} data-testid="calendar-bar" data-tone={bar.tone}>
      <span className="visually-hidden">{description}</span>
      <span aria-hidden="true">{bar.label}</span>
    </span>
  );
}
