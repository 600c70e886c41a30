// The refusals of the manager's reservation routes (docs/api-manager.md), with the contract's codes.
import { AppError } from '../../errors/app-error.ts';
import { attributePointer } from '../../jsonapi/request-document.ts';
import { SITE_UNAVAILABLE_DETAIL } from '../inventory/site-unavailable.ts';

export interface Conflict {
  reservationId: string;
  guestName: string;
  startDate: string;
  endDate: string;
}

export const managerErrors = {
  invalid: (name: string, detail: string) => AppError.validation([{ pointer: attributePointer(name), detail }]),
  invalidRelationship: (name: string, detail: string) =>
    AppError.validation([{ pointer: `/data/relationships/${name}`, detail }]),
  /** The exclusion constraint refused the nights; `conflicts` names the stays in the way. */
  siteUnavailable: (options: { pointer: string; detail?: string; conflicts?: Conflict[] }) =>
    new AppError({
      status: 409,
      code: 'site-unavailable',
      title: 'Site unavailable',
      detail: options.detail ?? SITE_UNAVAILABLE_DETAIL,
      source: { pointer: options.pointer },
      ...(options.conflicts
        ? {
            meta: {
              conflicts: options.conflicts.map((conflict) => ({
                'reservation-id': conflict.reservationId,
                'guest-name': conflict.guestName,
                'start-date': conflict.startDate,
                'end-date': conflict.endDate,
              })),
            },
          }
        : {}),
    }),
  reservationChanged: () =>
    AppError.conflict(
      'Reservation changed',
      'This reservation was changed by someone else just now. Reload it and try again.',
      undefined,
      'reservation-changed',
    ),
  notModifiable: () =>
    AppError.conflict(
      'Not modifiable',
      'Only a pending request or a confirmed stay that has not ended can be changed.',
      undefined,
      'not-modifiable',
    ),
  calendarBlock: () =>
    AppError.conflict(
      'Calendar block',
      'This block comes from an imported calendar: change it in that calendar.',
      undefined,
      'calendar-block',
    ),
};
