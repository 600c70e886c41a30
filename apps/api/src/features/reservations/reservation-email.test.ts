import { describe, expect, it } from 'vitest';
import { reservationEmail } from './reservation-email.ts';
import type { ReservationDetails } from './reservation-repository.ts';

const NOW = new Date('2030-06-03T18:00:00Z');

function details(overrides: Partial<ReservationDetails['reservation']> = {}): ReservationDetails {
  return {
    reservation: {
      id: '7d3f5c4e-1111-4222-8333-944455556666',
      userId: 1,
      campgroundId: 2,
      siteId: 3,
      startDate: '2030-07-08',
      endDate: '2030-07-11',
      status: 'confirmed',
      name: 'Casey <Camper>',
      email: 'casey@example.com',
      phone: '(970) 555-0100',
      adults: 2,
      children: 1,
      equipment: null,
      vehicleLengthFt: null,
      notes: '',
      policiesAcceptedAt: NOW,
      bookingPolicy: 'instant',
      subtotalCents: 7500,
      totalCents: 8100,
      currency: 'usd',
      paymentStatus: 'captured',
      paymentId: 'ch_1',
      refundedCents: 0,
      holdExpiresAt: null,
      requestExpiresAt: null,
      confirmedAt: NOW,
      cancelledAt: null,
      statusReason: null,
      source: 'online',
      channel: null,
      createdBy: null,
      createdAt: NOW,
      updatedAt: NOW,
      ...overrides,
    },
    campgroundName: 'Aspen Grove',
    campgroundSlug: 'aspen-grove',
    regionSlug: 'colorado',
    site: {
      id: 3,
      name: 'Site 12',
      siteTypeId: 4,
      siteTypeName: 'Tent sites',
      kind: 'tent',
      capacity: 6,
      maxRvLengthFt: null,
      active: true,
    },
    settings: null,
    items: [],
  };
}

const options = { publicWebUrl: 'https://campwise.example', now: NOW };

describe('reservationEmail', () => {
  it('confirms the booking with its dates, total, trip link and a confirmed .ics', () => {
    const email = reservationEmail(details(), 'confirmed', options);
    expect(email.to).toBe('casey@example.com');
    expect(email.subject).toBe('Booking confirmed: Aspen Grove');
    expect(email.text).toContain('Dates: July 8, 2030 – July 11, 2030');
    expect(email.text).toContain('Guests: 2 adults, 1 child');
    expect(email.text).toContain('Total: $81.00');
    expect(email.text).toContain('https://campwise.example/account/trips/7d3f5c4e-1111-4222-8333-944455556666');
    expect(email.html).toContain('Casey &#60;Camper&#62;');
    expect(email.html).not.toContain('<Camper>');
    const [ics] = email.attachments!;
    expect(ics!.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(ics!.content).toContain('STATUS:CONFIRMED');
    expect(ics!.content).toContain('UID:reservation-7d3f5c4e-1111-4222-8333-944455556666@campwise');
  });

  it('tells a request apart: the amount is held, the event tentative', () => {
    const email = reservationEmail(details({ status: 'pending', paymentStatus: 'authorized' }), 'requested', options);
    expect(email.subject).toBe('Request received: Aspen Grove');
    expect(email.text).toContain('Amount held: $81.00');
    expect(email.attachments![0]!.content).toContain('STATUS:TENTATIVE');
  });

  it('states the refund of a cancellation and cancels the calendar event', () => {
    const email = reservationEmail(details({ status: 'cancelled' }), 'cancelled', { ...options, refundCents: 3750 });
    expect(email.subject).toBe('Booking cancelled: Aspen Grove');
    expect(email.text).toContain('Refund: $37.50 to your card');
    expect(email.attachments![0]!.content).toContain('METHOD:CANCEL');
    expect(email.attachments![0]!.content).toContain('STATUS:CANCELLED');
    const none = reservationEmail(details({ status: 'cancelled' }), 'cancelled', { ...options, refundCents: 0 });
    expect(none.text).toContain('Refund: No refund under the campground’s policy');
  });
});
