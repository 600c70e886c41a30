// Dates as the guides show them. Pure module.

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "November 20, 2026" for "2026-11-20" (or a timestamp), read in UTC so it never shifts a day. */
export function formatGuideDate(isoDate: string): string {
  return LONG_DATE.format(new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate));
}
