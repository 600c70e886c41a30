// The calendar sync settings (docs/api-calendar-sync.md), read from the environment in
// app-config.ts like every other setting.
export interface CalendarSyncConfig {
  /** Minutes between two fetches of one imported calendar (CALENDAR_SYNC_MINUTES). */
  calendarSyncMinutes: number;
  /** Fetches may reach private, loopback and link-local addresses: tests and local development only. */
  calendarFetchAllowPrivate: boolean;
}
