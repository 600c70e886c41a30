import { describe, expect, it } from 'vitest';
import { splitToday, type TodaysStay } from './todays-stays';

const stay = (id: string, startDate: string, endDate: string, status = 'confirmed'): TodaysStay => ({
  id,
  name: `Guest ${id}`,
  startDate,
  endDate,
  siteName: 'Site 1',
  status,
});

describe("today's arrivals and departures", () => {
  it('list confirmed stays that begin or end on the campground’s today', () => {
    const today = '2027-06-10';
    const { arrivals, departures } = splitToday(
      [
        stay('1', '2027-06-10', '2027-06-12'),
        stay('2', '2027-06-08', '2027-06-10'),
        stay('3', '2027-06-09', '2027-06-11'),
        stay('4', '2027-06-10', '2027-06-11', 'cancelled'),
      ],
      today,
    );
    expect(arrivals.map((item) => item.id)).toEqual(['1']);
    expect(departures.map((item) => item.id)).toEqual(['2']);
  });
});
