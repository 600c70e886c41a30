// What a manager reads about a campground's reservations (docs/api-manager.md "Reservations of a
// campground"): the list with filters, the occupancy calendar (sites × days) and a reservation's
// events. Each asks first whether the caller manages the campground (403 not-a-manager).
import { daysBetween } from '@campwise/domain';
import { AppError } from '../../errors/app-error.ts';
import type { ReservationStatus } from '../../db/schema/index.ts';
import { campgroundExists } from '../inventory/booking-settings-repository.ts';
import { canManageCampground, notAManager, requireCampgroundManager } from '../inventory/manager-access.ts';
import type { ReservationContext } from '../reservations/reservation-context.ts';
import { reservationErrors } from '../reservations/reservation-errors.ts';
import { listReservationEvents, type ReservationEventRecord } from '../reservations/reservation-event-repository.ts';
import { findReservationDetails } from '../reservations/reservation-repository.ts';
import {
  listActiveSites,
  listCampgroundReservationDetails,
  listOccupancies,
  type CampgroundListSort,
  type OccupancySite,
  type OccupancyStay,
} from './manager-reservation-repository.ts';

/** The list a manager sees unless a status is asked for: every placed reservation. */
const CAMPGROUND_STATUSES: ReservationStatus[] = ['pending', 'confirmed', 'declined', 'cancelled'];

/** The most days the occupancy calendar answers at once (two months). */
export const MAX_OCCUPANCY_DAYS = 62;

export interface ReservationListQuery {
  when?: 'upcoming' | 'past' | 'all';
  status?: ReservationStatus[];
  campground?: number;
  source?: 'online' | 'internal' | 'external';
  from?: string;
  to?: string;
  q?: string;
}

const MANAGER_ONLY_FILTERS = ['source', 'from', 'to', 'q'] as const;

/** filter[campground] without asking for drafts (the camper's resume lookup) is the campground's list. */
export function isCampgroundList(filter: ReservationListQuery): boolean {
  return filter.campground !== undefined && !filter.status?.includes('draft');
}

/** The caller's own list takes none of the campground list's filters or sorts. */
export function checkOwnListQuery(filter: ReservationListQuery, sort: string): void {
  for (const name of MANAGER_ONLY_FILTERS) {
    if (filter[name] !== undefined) {
      throw AppError.invalidParameter(
        `filter[${name}]`,
        `filter[${name}] lists a campground's reservations: add filter[campground].`,
      );
    }
  }
  if (sort !== 'start-date') {
    throw AppError.invalidParameter('sort', 'Your trips are sorted by arrival; other sorts need filter[campground].');
  }
}

export async function listCampgroundReservations(
  ctx: ReservationContext,
  viewer: { id: number; admin: boolean },
  filter: ReservationListQuery,
  sort: string,
  page: { number: number; size: number },
) {
  const campgroundId = filter.campground!;
  await requireCampgroundManager(ctx.db, viewer, campgroundId);
  if (filter.when !== undefined) {
    throw AppError.invalidParameter(
      'filter[when]',
      'filter[when] is for your own trips; use filter[from] and filter[to].',
    );
  }
  if (filter.from && filter.to && filter.to <= filter.from) {
    throw AppError.invalidParameter('filter[to]', 'filter[to] must be after filter[from].');
  }
  return listCampgroundReservationDetails(
    ctx.db,
    {
      campgroundId,
      statuses: filter.status ?? CAMPGROUND_STATUSES,
      source: filter.source,
      from: filter.from,
      to: filter.to,
      q: filter.q,
    },
    sort as CampgroundListSort,
    page,
  );
}

export interface SiteOccupancy {
  site: OccupancySite;
  stays: OccupancyStay[];
}

export async function getOccupancy(
  ctx: ReservationContext,
  viewer: { id: number; admin: boolean },
  campgroundId: number,
  range: { from?: string; to?: string },
): Promise<{ sites: SiteOccupancy[]; from: string; to: string }> {
  await requireCampgroundManager(ctx.db, viewer, campgroundId);
  if (!(await campgroundExists(ctx.db, campgroundId)))
    throw AppError.notFound(`No campground with id ${campgroundId}.`);
  const { from, to } = range;
  if (!from) throw AppError.invalidParameter('filter[from]', 'filter[from] is required.');
  if (!to) throw AppError.invalidParameter('filter[to]', 'filter[to] is required.');
  const days = daysBetween(from, to);
  if (days <= 0) throw AppError.invalidParameter('filter[to]', 'filter[to] must be after filter[from].');
  if (days > MAX_OCCUPANCY_DAYS) {
    throw AppError.invalidParameter('filter[to]', `The calendar shows at most ${MAX_OCCUPANCY_DAYS} days at once.`);
  }
  const [sites, stays] = await Promise.all([
    listActiveSites(ctx.db, campgroundId),
    listOccupancies(ctx.db, campgroundId, { from, to }, ctx.clock()),
  ]);
  return { sites: sites.map((site) => ({ site, stays: stays.filter((stay) => stay.siteId === site.id) })), from, to };
}

/** Its camper and the campground's managers read a reservation's events; anyone else is refused. */
export async function getReservationEvents(
  ctx: ReservationContext,
  viewer: { id: number; admin: boolean },
  id: string,
): Promise<ReservationEventRecord[]> {
  const details = await findReservationDetails(ctx.db, id);
  if (!details) throw reservationErrors.notFound();
  const own = details.reservation.userId === viewer.id;
  if (!own && !(await canManageCampground(ctx.db, viewer, details.reservation.campgroundId))) throw notAManager();
  return listReservationEvents(ctx.db, id);
}
