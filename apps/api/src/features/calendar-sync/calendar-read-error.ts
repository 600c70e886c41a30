// Why a calendar could not be read (fetched, parsed or kept within its limits), in words a
// manager can act on. The sync records the message as the import's last-error and answers 422
// calendar-unreadable with it; nothing the calendar held changes.
export class CalendarReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CalendarReadError';
  }
}
