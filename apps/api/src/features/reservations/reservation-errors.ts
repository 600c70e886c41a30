// The refusals of reservations (docs/api-bookings.md "Reservations"): AppErrors with the
// contract's codes, answered like any other error by the app's error handler.
import { AppError } from '../../errors/app-error.ts';
import { attributePointer } from '../../jsonapi/request-document.ts';

export const SITE_JUST_BOOKED_DETAIL = 'This site was just booked for those dates. Choose other dates or another site.';

export const reservationErrors = {
  notFound: () => AppError.notFound('No such reservation.'),
  /** The exclusion constraint (or a lost race) refused the hold: nothing was created or moved. */
  siteUnavailable: () =>
    AppError.conflict(
      'Site unavailable',
      SITE_JUST_BOOKED_DETAIL,
      { pointer: '/data/relationships/site' },
      'site-unavailable',
    ),
  draftExists: (reservationId: string) =>
    new AppError({
      status: 409,
      code: 'draft-exists',
      title: 'Draft exists',
      detail: 'You already have a reservation in progress at this campground.',
      meta: { 'reservation-id': reservationId },
    }),
  notBookable: () =>
    new AppError({
      status: 422,
      code: 'not-bookable',
      title: 'Not bookable',
      detail: 'This campground does not take bookings online.',
      source: { pointer: '/data/relationships/campground' },
    }),
  notADraft: () =>
    AppError.conflict(
      'Not a draft',
      'This reservation has been placed and can no longer be changed.',
      undefined,
      'not-a-draft',
    ),
  holdExpired: () =>
    AppError.conflict(
      'Hold expired',
      'The time to complete this booking has run out and the site was released. Start again to book it.',
      undefined,
      'hold-expired',
    ),
  notCancellable: () =>
    AppError.conflict('Not cancellable', 'This reservation cannot be cancelled.', undefined, 'not-cancellable'),
  tooLateToCancel: () =>
    AppError.conflict(
      'Too late to cancel',
      'Stays can no longer be cancelled online on or after the arrival date. Contact the campground.',
      undefined,
      'too-late-to-cancel',
    ),
  notPending: () =>
    AppError.conflict('Not pending', 'This request has already been answered.', undefined, 'not-pending'),
  /** 422 at an attribute (or a relationship when `relationship` is set). */
  invalid: (name: string, detail: string, relationship = false) =>
    AppError.validation([{ pointer: relationship ? `/data/relationships/${name}` : attributePointer(name), detail }]),
  declined: (code: string, message: string) =>
    new AppError({ status: 402, code, title: 'Payment declined', detail: message }),
};
