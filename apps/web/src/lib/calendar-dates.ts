// Dates as the spec writes them ('MMMM d, yyyy'). Stay dates are calendar days without a time
// zone, so they are read and shown in UTC: June 1 stays June 1 wherever the page renders.
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function toDate(value: string): Date | null {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "June 1, 2026"; the input as given when it is not a date. */
export function formatLongDate(value: string): string {
  const date = toDate(value);
  return date ? longDate.format(date) : value;
}

/** "June 2026": when a stay was, which is all a reader needs. */
export function formatMonthYear(value: string): string {
  const date = toDate(value);
  return date ? monthYear.format(date) : value;
}

/** Today in the camper's own time zone, YYYY-MM-DD: "not in the future" means their today. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
