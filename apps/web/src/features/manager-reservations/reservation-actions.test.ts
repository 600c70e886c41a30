import { describe, expect, it } from 'vitest';
import { availableActions, describeEvent } from './reservation-actions';

const today = '2027-06-10';

describe('what a manager may do', () => {
  it('answers a request, or changes or cancels it', () => {
    expect(availableActions({ status: 'pending', endDate: '2027-06-20' }, today)).toEqual([
      'approve',
      'decline',
      'modify',
      'cancel',
    ]);
  });

  it('changes a confirmed stay only while its departure is ahead, and cancels it even after arrival', () => {
    expect(availableActions({ status: 'confirmed', endDate: '2027-06-11' }, today)).toEqual(['modify', 'cancel']);
    expect(availableActions({ status: 'confirmed', endDate: today }, today)).toEqual(['cancel']);
  });

  it('does nothing more with a declined or cancelled one', () => {
    expect(availableActions({ status: 'declined', endDate: '2027-06-20' }, today)).toEqual([]);
    expect(availableActions({ status: 'cancelled', endDate: '2027-06-20' }, today)).toEqual([]);
  });
});

describe('the history', () => {
  const event = (kind: string, details: Record<string, unknown>) => ({
    id: '1',
    kind,
    actorName: 'Maya Manager',
    details,
    createdAt: '2027-06-01T10:00:00Z',
  });

  it('names what happened, who did it and the money it moved', () => {
    expect(describeEvent(event('modified', { differenceCents: 3000 }))).toBe(
      'Changed by Maya Manager · $30.00 charged',
    );
    expect(describeEvent(event('modified', { differenceCents: -2500 }))).toBe(
      'Changed by Maya Manager · $25.00 refunded',
    );
    expect(describeEvent(event('cancelled', { refundCents: 4550, reason: 'Storm' }))).toBe(
      'Cancelled by Maya Manager · $45.50 · “Storm”',
    );
    expect(describeEvent({ ...event('created', {}), actorName: null })).toBe('Booked');
  });
});
