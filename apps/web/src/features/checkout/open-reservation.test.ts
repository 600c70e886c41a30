import { describe, expect, it } from 'vitest';
import { type ApiRecord, ApiError, type ResourceInput } from '@/lib/api-client';
import { openReservationWith } from './open-reservation';
import type { ReservationsApi, ResourceAnswer } from './reservations-api';

const FIELDS = [{ name: 'dates' }, { name: 'guests' }, { name: 'policies' }, { name: 'paymentInfo' }];

function reservation(id: string, extra: Record<string, unknown> = {}): ApiRecord {
  return { id, type: 'reservations', status: 'draft', campgroundId: '5', informationFields: FIELDS, ...extra };
}

const answer = (record: ApiRecord): ResourceAnswer => ({ record, related: () => [] });

/** A stand-in for the API that records each call and answers as told. */
function fakeApi(options: { drafts?: ApiRecord[]; create?: () => ApiRecord; campgroundMissing?: boolean }) {
  const calls: string[] = [];
  const created: ResourceInput[] = [];
  const api: ReservationsApi = {
    find: (type, id) => {
      calls.push(`GET ${type}/${id}`);
      if (options.campgroundMissing) {
        return Promise.reject(new ApiError(404, `/api/v6/${type}/${id}`, [{ status: '404', detail: 'Not found' }]));
      }
      return Promise.resolve(answer({ id, type }));
    },
    query: (type, filter, include) => {
      calls.push(`GET ${type} ${JSON.stringify(filter)} ${include ?? ''}`);
      return Promise.resolve({ records: options.drafts ?? [], related: () => [] });
    },
    create: (resource) => {
      calls.push(`POST ${resource.type}`);
      created.push(resource);
      return Promise.resolve().then(() => answer(options.create?.() ?? reservation('99')));
    },
    update: () => Promise.reject(new Error('not expected')),
    action: () => Promise.reject(new Error('not expected')),
  };
  return { api, calls, created };
}

const REQUEST = { campgroundId: '5', siteId: '17', startDate: '2027-06-01', endDate: '2027-06-04' };

describe('starting a checkout', () => {
  it('reads the campground, finds no draft, then creates one with relationships from the Id fields', async () => {
    const { api, calls, created } = fakeApi({});
    const opened = await openReservationWith(api, '42', REQUEST);
    expect(opened).toEqual({ reservationId: '99', firstStep: 'dates', resumed: false });
    expect(calls).toEqual([
      'GET campgrounds/5',
      'GET reservations {"status":"draft","campground":"5"} reservation-items',
      'POST reservations',
    ]);
    expect(created[0]).toEqual({
      type: 'reservations',
      attributes: { startDate: '2027-06-01', endDate: '2027-06-04' },
      relationships: {
        campground: { type: 'campgrounds', id: '5' },
        user: { type: 'users', id: '42' },
        site: { type: 'sites', id: '17' },
      },
    });
  });

  it('leaves out the site and dates when none were chosen', async () => {
    const { api, created } = fakeApi({});
    await openReservationWith(api, '42', { campgroundId: '5' });
    expect(created[0]?.attributes).toEqual({});
    expect(Object.keys(created[0]?.relationships ?? {})).toEqual(['campground', 'user']);
  });

  it('resumes an existing draft at the same campground at its first step', async () => {
    const { api, calls } = fakeApi({ drafts: [reservation('7')] });
    expect(await openReservationWith(api, '42', REQUEST)).toEqual({
      reservationId: '7',
      firstStep: 'dates',
      resumed: true,
    });
    expect(calls.some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('does not resume a draft whose hold has run out', async () => {
    const { api, calls } = fakeApi({ drafts: [reservation('7', { holdExpiresAt: '2027-06-01T11:59:00Z' })] });
    const now = Date.parse('2027-06-01T12:00:00Z');
    expect(await openReservationWith(api, '42', REQUEST, now)).toMatchObject({ reservationId: '99', resumed: false });
    expect(calls.at(-1)).toBe('POST reservations');
  });

  it('resumes the draft a 409 draft-exists names', async () => {
    const { api } = fakeApi({
      create: () => {
        throw new ApiError(409, '/api/v6/reservations', [
          {
            status: '409',
            code: 'draft-exists',
            detail: 'You have a draft here.',
            meta: { 'reservation-id': '8' },
          },
        ]);
      },
    });
    expect(await openReservationWith(api, '42', REQUEST)).toEqual({
      reservationId: '8',
      firstStep: 'dates',
      resumed: true,
    });
  });

  it('fails with the API message when the site is taken', async () => {
    const { api } = fakeApi({
      create: () => {
        throw new ApiError(409, '/api/v6/reservations', [
          { status: '409', code: 'site-unavailable', detail: 'Site 12 was just booked for some of these nights.' },
        ]);
      },
    });
    await expect(openReservationWith(api, '42', REQUEST)).rejects.toMatchObject({
      code: 'site-unavailable',
      messages: ['Site 12 was just booked for some of these nights.'],
    });
  });

  it('stops when the campground cannot be read', async () => {
    const { api, calls } = fakeApi({ campgroundMissing: true });
    await expect(openReservationWith(api, '42', REQUEST)).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual(['GET campgrounds/5']);
  });
});
