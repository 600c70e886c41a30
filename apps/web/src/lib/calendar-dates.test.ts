import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthYear, localToday } from './calendar-dates';

describe('review dates', () => {
  it("writes dates as 'MMMM d, yyyy' without shifting calendar days", () => {
    expect(formatLongDate('2026-06-01')).toBe('June 1, 2026');
    expect(formatLongDate('2026-06-01T23:59:00.000Z')).toBe('June 1, 2026');
    expect(formatMonthYear('2025-12-31')).toBe('December 2025');
    expect(formatLongDate('soon')).toBe('soon');
  });
});

describe('localToday', () => {
  it('formats the local date', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
