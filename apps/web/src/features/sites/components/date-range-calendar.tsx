'use client';

// Two months of days to pick an arrival and a departure: the WAI-ARIA date grid pattern. One day
// button is in the tab order; arrows, Home/End and PageUp/PageDown move between days and across
// months, Enter or Space picks. Days before `minDate` can be reached but not picked.
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import {
  dayLabel,
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
import styles from './date-range-calendar.module.css';

interface DateRangeCalendarProps {
  selection: RangeSelection;
  /** The first day that can be picked (today). */
  minDate: string;
  onPick: (date: string) => void;
}

export function DateRangeCalendar({ selection, minDate, onPick }: DateRangeCalendarProps) {
  const initialFocus = selection.startDate && selection.startDate >= minDate ? selection.startDate : minDate;
  const [firstMonth, setFirstMonth] = useState<Month>(monthOf(initialFocus));
  const [focused, setFocused] = useState(initialFocus);
  const moved = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const months = [firstMonth, shiftMonth(firstMonth, 1)];
  const earliestMonth = monthOf(minDate);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    root.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused, firstMonth]);

  function focusDay(date: string) {
    const target = date < minDate ? minDate : date;
    const month = monthOf(target);
    // Keep the day in view: step the pair of months forward or back just enough.
    if (month < firstMonth) setFirstMonth(month);
    else if (month > shiftMonth(firstMonth, 1)) setFirstMonth(shiftMonth(month, -1));
    moved.current = true;
    setFocused(target);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const next = moveFocus(date, event.key);
    if (!next) return;
    event.preventDefault();
    focusDay(next);
  }

  function showMonths(month: Month) {
    setFirstMonth(month);
    // The tab stop follows to the first pickable day shown.
    const first = `${month}-01`;
    setFocused(first < minDate ? minDate : first);
  }

  return (
    <div className={styles.calendar} ref={root}>
      <div className={styles.nav}>
        <button
          type="button"
          className={styles.navButton}
          aria-label="Previous month"
          disabled={firstMonth <= earliestMonth}
          onClick={() => showMonths(shiftMonth(firstMonth, -1))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className={styles.navButton}
          aria-label="Next month"
          onClick={() => showMonths(shiftMonth(firstMonth, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className={styles.months}>
        {months.map((month) => (
          <MonthGrid
            key={month}
            month={month}
            selection={selection}
            minDate={minDate}
            focused={focused}
            onPick={onPick}
            onFocusDay={setFocused}
            onKeyDown={onKeyDown}
          />
        ))}
      </div>
    </div>
  );
}

interface MonthGridProps {
  month: Month;
  selection: RangeSelection;
  minDate: string;
  focused: string;
  onPick: (date: string) => void;
  onFocusDay: (date: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, date: string) => void;
}

function MonthGrid({ month, selection, minDate, focused, onPick, onFocusDay, onKeyDown }: MonthGridProps) {
  const captionId = `calendar-${month}`;
  return (
    <table
      className={styles.month}
      role="grid"
      aria-labelledby={captionId}
      data-complete={selection.startDate && selection.endDate ? '' : undefined}
    >
      <caption id={captionId} className={styles.caption}>
        {monthLabel(month)}
      </caption>
      <WeekdayHeader />
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find(Boolean) ?? month}>
            {week.map((date, index) => {
              if (!date) return <td key={`pad-${index}`} role="gridcell" />;
              const role = dayRole(selection, date);
              const past = date < minDate;
              return (
                <td key={date} role="gridcell" aria-selected={role ? true : undefined} data-role={role ?? undefined}>
                  <button
                    type="button"
                    className={styles.day}
                    data-date={date}
                    tabIndex={date === focused ? 0 : -1}
                    aria-label={`${dayLabel(date)}${past ? ', unavailable' : ''}${role === 'start' ? ', arrival' : role === 'end' ? ', departure' : ''}`}
                    aria-disabled={past || undefined}
                    onFocus={() => onFocusDay(date)}
                    onKeyDown={(event) => onKeyDown(event, date)}
                    onClick={() => {
                      if (!past) onPick(date);
                    }}
                  >
                    {Number(date.slice(8))}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
