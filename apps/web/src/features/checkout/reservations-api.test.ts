import { describe, expect, it } from 'vitest';
import type { ApiRecord, ResourceInput } from '@/lib/api-client';
import { toReservation } from './reservation';
import { changedAttributes, relationshipsFromIds, type ReservationsApi, updateReservation } from './reservations-api';

const DRAFT = toReservation({
  id: '7',
  type: 'reservations',
  campgroundId: '5',
  siteId: '17',
  status: 'draft',
  name: 'Ada Camper',
  email: 'ada@example.test',
  phone: null,
  adults: 2,
  children: 0,
  policiesAcceptedAt: null,
});

function recordingApi() {
  const updates: { resource: ResourceInput; include: string | undefined }[] = [];
  const api: ReservationsApi = {
    find: () => Promise.reject(new Error('not expected')),
    query: () => Promise.reject(new Error('not expected')),
    create: () => Promise.reject(new Error('not expected')),
    update: (resource, include) => {
      updates.push({ resource, include });
      const items: ApiRecord[] = [
        { id: 'i1', type: 'reservation-items', kind: 'lodging', label: '3 nights × $25.00', amountCents: 7500 },
      ];
      return Promise.resolve({
        record: { id: '7', type: 'reservations', campgroundId: '5', status: 'draft', phone: '(970) 555-0100' },
        related: (_record: ApiRecord, name: string) => (name === 'reservation-items' ? items : []),
      });
    },
    action: () => Promise.reject(new Error('not expected')),
  };
  return { api, updates };
}

describe('reservation relationships', () => {
  it('are built from the fields ending in Id, leaving out empty ones', () => {
    expect(relationshipsFromIds({ campgroundId: '5', userId: '42', siteId: null })).toEqual({
      campground: { type: 'campgrounds', id: '5' },
      user: { type: 'users', id: '42' },
    });
  });
});

describe('updating a draft', () => {
  it('carries only what changed', () => {
    expect(changedAttributes(DRAFT, { name: 'Ada Camper', phone: '(970) 555-0100', adults: 2, children: 1 })).toEqual({
      phone: '(970) 555-0100',
      children: 1,
    });
    expect(changedAttributes(DRAFT, { policiesAccepted: true })).toEqual({ policiesAccepted: true });
    expect(
      changedAttributes({ ...DRAFT, policiesAcceptedAt: '2027-05-01T10:00:00Z' }, { policiesAccepted: true }),
    ).toEqual({});
  });

  it('PATCHes with include reservation-items and reads the price lines', async () => {
    const { api, updates } = recordingApi();
    const saved = await updateReservation(api, DRAFT, { phone: '(970) 555-0100' });
    expect(updates).toEqual([
      {
        resource: { type: 'reservations', id: '7', attributes: { phone: '(970) 555-0100' } },
        include: 'reservation-items',
      },
    ]);
    expect(saved.phone).toBe('(970) 555-0100');
    expect(saved.items).toEqual([
      { id: 'i1', kind: 'lodging', label: '3 nights × $25.00', quantity: 1, unitCents: 0, amountCents: 7500 },
    ]);
  });

  it('sends the site relationship only when the site changes', async () => {
    const { api, updates } = recordingApi();
    await updateReservation(api, DRAFT, { startDate: '2027-06-02' }, '17');
    await updateReservation(api, DRAFT, {}, '18');
    expect(updates[0]?.resource.relationships).toBeUndefined();
    expect(updates[1]?.resource).toEqual({
      type: 'reservations',
      id: '7',
      attributes: {},
      relationships: { site: { type: 'sites', id: '18' } },
    });
  });
});
