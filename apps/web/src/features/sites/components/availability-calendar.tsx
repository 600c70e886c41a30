'use client';

// A month of availability per site type (GET /campgrounds/{id}/availability): each night shows how
// many sites of the type are free (or sold out) and its nightly price. Picking a night and then a
// later one sets the stay, as in the date-range picker.
import { formatStayDate } from '@campwise/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import {
  dayRole,
  type Month,
  monthLabel,
  monthOf,
  monthWeeks,
  moveFocus,
  type RangeSelection,
  shiftMonth,
} from '../calendar-grid';
import { WeekdayHeader } from './weekday-header';
import { shortPrice } from '../site-labels';
import type { AvailabilityDay } from '../site-schema';
import { useAvailability } from '../use-availability';
import styles from './availability-calendar.module.css';

interface AvailabilityCalendarProps {
  campgroundId: string;
  /** The month shown first. */
  initialMonth: Month;
  /** Today, the first night that can be picked. */
  today: string;
  selection: RangeSelection;
  onPickDay: (date: string) => void;
}

function dayText(day: AvailabilityDay | undefined): { free: string; label: string } {
  if (!day || day.totalSites === 0) return { free: '—', label: 'no sites' };
  if (day.nightlyCents === null) return { free: '—', label: 'not open for booking' };
  if (day.availableSites === 0) return { free: 'Sold out', label: 'sold out' };
  const price = shortPrice(day.nightlyCents);
  return {
    free: `${day.availableSites} free`,
    // Worded so the short forms drawn in the day ("9 free", "$33") appear in it as they are.
    label: `${day.availableSites} free of ${day.totalSites} sites, ${price} a night`,
  };
}

/** The month's first night that can be picked: its 1st, or today in the current month. */
function firstPickable(month: Month, today: string): string {
  const first = `${month}-01`;
  return first < today ? today : first;
}

export function AvailabilityCalendar({
  campgroundId,
  initialMonth,
  today,
  selection,
  onPickDay,
}: AvailabilityCalendarProps) {
  const [month, setMonth] = useState<Month>(initialMonth);
  // One night is in the tab order; arrow keys move it (as in the date-range picker).
  const [focused, setFocused] = useState(() =>
    selection.startDate && monthOf(selection.startDate) === initialMonth && selection.startDate >= today
      ? selection.startDate
      : firstPickable(initialMonth, today),
  );
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const [chosenType, setChosenType] = useState<string | null>(null);
  const { types, loading, error } = useAvailability(campgroundId, month);
  const current = types?.find((type) => type.siteTypeId === chosenType) ?? types?.[0] ?? null;
  const days = new Map((current?.days ?? []).map((day) => [day.date, day]));
  const captionId = `availability-${month}`;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  function showMonth(next: Month) {
    setMonth(next);
    setFocused(firstPickable(next, today));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const next = moveFocus(date, event.key);
    if (!next) return;
    event.preventDefault();
    const target = next < today ? today : next;
    if (monthOf(target) !== month) setMonth(monthOf(target));
    moved.current = true;
    setFocused(target);
  }

  return (
    <div className={styles.availability} data-testid="availability-calendar">
      <div className={styles.toolbar}>
        <div className={styles.monthNav}>
          <button
            type="button"
            className={styles.navButton}
            aria-label="Previous month"
            disabled={month <= monthOf(today)}
            onClick={() => showMonth(shiftMonth(month, -1))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <p id={captionId} className={styles.monthTitle} aria-live="polite">
            {monthLabel(month)}
          </p>
          <button
            type="button"
            className={styles.navButton}
            aria-label="Next month"
            onClick={() => showMonth(shiftMonth(month, 1))}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
        {types && types.length > 1 ? (
          <label className={styles.typePicker}>
            Site type
            <select value={current?.siteTypeId ?? ''} onChange={(event) => setChosenType(event.target.value)}>
              {types.map((type) => (
                <option key={type.siteTypeId} value={type.siteTypeId}>
                  {type.name}
                </option>
              ))}
            </select>
          </label>
        ) : current ? (
          <p className={styles.typeName}>{current.name}</p>
        ) : null}
      </div>
      {error ? <p className={styles.note}>Availability could not be loaded.</p> : null}
      <table
        ref={grid}
        className={styles.grid}
        aria-labelledby={captionId}
        aria-busy={loading}
        data-loading={loading ? '' : undefined}
      >
        <WeekdayHeader />
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? month}>
              {week.map((date, index) => {
                if (!date) return <td key={`pad-${index}`} />;
                const day = days.get(date);
                const text = dayText(day);
                const past = date < today;
                const role = dayRole(selection, date);
                const soldOut = day !== undefined && day.availableSites === 0;
                return (
                  <td key={date} data-role={role ?? undefined}>
                    <button
                      type="button"
                      className={styles.day}
                      data-date={date}
                      data-sold-out={soldOut ? '' : undefined}
                      aria-pressed={role === 'start' || role === 'end'}
                      disabled={past}
                      tabIndex={date === focused ? 0 : -1}
                      onFocus={() => setFocused(date)}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      onClick={() => onPickDay(date)}
                    >
                      {/* The night in full ("November 26, 2026: 9 free of 9 sites, $33 a
                          night") is the button's name, holding every word drawn in the day
                          (WCAG 2.5.3, label in name); the short forms drawn for the eye are
                          hidden from assistive technology, so they are not read twice. */}
                      <span className="visually-hidden">
                        {`${formatStayDate(date)}: ${past ? 'past' : loading ? 'loading' : text.label}`}
                      </span>
                      <span className={styles.dayNumber} aria-hidden="true">
                        {Number(date.slice(8))}
                      </span>
                      {!past && !loading ? (
                        <>
                          <span className={styles.free} aria-hidden="true">
                            {text.free}
                          </span>
                          {day?.nightlyCents != null && day.availableSites > 0 ? (
                            <span className={styles.price} aria-hidden="true">
                              {shortPrice(day.nightlyCents)}
                            </span>
                          ) : null}
                        </>
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note} aria-live="polite">
        {selection.startDate && !selection.endDate
          ? `Arrival ${formatStayDate(selection.startDate)}: now pick your departure day.`
          : 'Pick an arrival night, then a departure day, to see the sites free for that stay.'}
      </p>
    </div>
  );
}
