'use client';

// A button showing the chosen stay that opens the date-range-picker overlay. The overlay's code
// loads when it opens; the caller decides what the picked dates do.
import { formatStayDate } from '@campwise/domain';
import { useOverlays } from '@/features/overlays/use-overlays';
import type { StayDates } from '../stay-dates';
import styles from './stay-dates-button.module.css';

interface StayDatesButtonProps {
  dates: StayDates | null;
  onChange: (dates: StayDates | null) => void;
  className?: string;
  /** The words when no dates are chosen. */
  emptyLabel?: string;
  /** The overlay's heading. */
  title?: string;
}

export function stayRangeLabel(dates: StayDates): string {
  return `${formatStayDate(dates.startDate)} – ${formatStayDate(dates.endDate)}`;
}

export function StayDatesButton({ dates, onChange, className, emptyLabel = 'Dates', title }: StayDatesButtonProps) {
  const { openOverlay } = useOverlays();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-label={dates ? `Dates: ${stayRangeLabel(dates)}` : emptyLabel}
      data-testid="stay-dates-button"
      onClick={() => openOverlay('date-range-picker', { dates, onApply: onChange, ...(title ? { title } : {}) })}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="18" height="18">
        <rect x="3.5" y="5" width="17" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {dates ? (
        // Each date kept whole, so a narrow button breaks the range at the dash only.
        <span className={styles.range}>
          <span>{formatStayDate(dates.startDate)} –</span> <span>{formatStayDate(dates.endDate)}</span>
        </span>
      ) : (
        <span>{emptyLabel}</span>
      )}
    </button>
  );
}
