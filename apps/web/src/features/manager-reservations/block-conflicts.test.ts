import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { blockConflicts } from './block-conflicts';
import { importUrlError } from './calendar-import-rules';

describe('a block refused for the stays in its way', () => {
  it('lists the stays meta.conflicts names', () => {
    const error = new ApiError(409, '/api/v6/site-blocks', [
      {
        status: '409',
        code: 'site-unavailable',
        detail: 'Site 3 is taken on those nights.',
        meta: {
          conflicts: [
            {
              'reservation-id': 41,
              'guest-name': 'Ada Lovelace',
              'start-date': '2027-06-08',
              'end-date': '2027-06-11',
            },
          ],
        },
      },
    ]);
    expect(blockConflicts(error)).toEqual([
      { reservationId: '41', guestName: 'Ada Lovelace', startDate: '2027-06-08', endDate: '2027-06-11' },
    ]);
  });

  it('lists nothing for other failures', () => {
    expect(blockConflicts(new ApiError(422, '/x', [{ status: '422', detail: 'Bad dates' }]))).toEqual([]);
    expect(blockConflicts(new Error('network'))).toEqual([]);
  });
});

describe('the calendar link of an import', () => {
  it('needs an http(s) link containing .ics or ical, with the spec’s message', () => {
    expect(importUrlError('https://example.com/cal/site-3.ics')).toBeNull();
    expect(importUrlError('http://127.0.0.1:8080/ical/export?id=4')).toBeNull();
    for (const url of ['', 'https://example.com/calendar', 'ftp://example.com/a.ics', 'example.com/a.ics']) {
      expect(importUrlError(url)).toBe('Please enter a valid .ics URL.');
    }
  });
});
