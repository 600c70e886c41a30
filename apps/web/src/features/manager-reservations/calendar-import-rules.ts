// The import link's rule (spec section 5, calendar link: contains .ics or ical), required here,
// and http(s) as the API asks (docs/api-calendar-sync.md), with the spec's one message.
import { validateCalendarLink, VALIDATION_MESSAGES } from '@campwise/domain';

export function importUrlError(url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed || !/^https?:\/\//i.test(trimmed)) return VALIDATION_MESSAGES.calendarLinkInvalid;
  return validateCalendarLink(trimmed);
}
