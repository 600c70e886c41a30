// The Sunday-to-Saturday header row both calendars draw (the availability month and the
// date-range picker): short names shown, full names for screen readers.
import { WEEKDAYS } from '../calendar-grid';

export function WeekdayHeader() {
  return (
    <thead>
      <tr>
        {WEEKDAYS.map((weekday) => (
          <th key={weekday.long} scope="col" abbr={weekday.long}>
            {weekday.short}
          </th>
        ))}
      </tr>
    </thead>
  );
}
