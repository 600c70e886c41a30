// The one answer to "those nights are taken": the exclusion constraint on site_occupancies
// refused the row (23P01), or the insert lost a race (40P01, 40001). Blocks use it here and
// reservations (features/reservations) use it for holds, so campers and managers read the same.
import { AppError } from '../../errors/app-error.ts';
import { isConcurrencyFailure } from '../../errors/database-errors.ts';

export const SITE_UNAVAILABLE_DETAIL = 'This site is already taken for some of those nights.';

export function siteUnavailable(pointer?: string): AppError {
  return AppError.conflict(
    'Site unavailable',
    SITE_UNAVAILABLE_DETAIL,
    pointer === undefined ? undefined : { pointer },
    'site-unavailable',
  );
}

/** True when inserting an occupancy failed because the nights are (or were just) taken. */
export function isOccupancyRefusal(error: unknown): boolean {
  return isConcurrencyFailure(error);
}
