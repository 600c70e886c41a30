// The listing editor's rules (docs/api-manager.md "Listing editor"): what a manager may change,
// and everything search and the map read about the campground refreshed in the same transaction,
// so the next request shows the change. A location stays in the campground's state: a move into
// another state is refused (its URL /camping/{state}/{slug}, slug uniqueness and the states'
// counts hang off region_code), a point outside every state too.
import type { Db } from '../../db/client.ts';
import { AppError, type FieldIssue } from '../../errors/app-error.ts';
import { attributePointer } from '../../jsonapi/request-document.ts';
import { markMapCellsChanged } from '../campgrounds/map-cells.ts';
import { createStateLocator, OFFSHORE_TOLERANCE_METERS } from '../import/assign-state.ts';
import { isGenericName } from '../import/name-similarity.ts';
import { qualityScore } from '../import/quality-score.ts';
import { sanitizeDescription } from '../import/sanitize-description.ts';
import type { MapPoint } from './listing-map-cells.ts';
import type { AreaOutlines } from '../import/place-stats.ts';
import { placeInAdminAreas } from './listing-admin-areas.ts';
import {
  lockListing,
  serializeCountMoves,
  shiftNearCounts,
  statesAround,
  writeListing,
  type ListingRow,
} from './listing-repository.ts';
import type { ListingChanges } from './listing-schemas.ts';
import { recordEditedColumns } from './managed-listings.ts';

export const OUTSIDE_US_DETAIL = 'Place the campground inside the United States.';
export const OTHER_STATE_DETAIL =
  'The new location is in another state. Moving a campground to another state changes its address on the site: ask Campwise support.';

/** The offshore tolerance in degrees of latitude, for the states' boxes around a point. */
const TOLERANCE_DEGREES = OFFSHORE_TOLERANCE_METERS / 111_320 + 0.01;

function locationError(code: 'outside-us' | 'other-state', detail: string): AppError {
  return new AppError({
    status: 422,
    code,
    title: code === 'outside-us' ? 'Outside the United States' : 'In another state',
    detail,
    source: { pointer: attributePointer('latitude') },
  });
}

/** Latitude and longitude come together or not at all. */
function requestedPoint(changes: ListingChanges): MapPoint | null {
  const { latitude, longitude } = changes;
  if (latitude === undefined && longitude === undefined) return null;
  if (latitude === undefined || longitude === undefined) {
    const missing: FieldIssue = {
      pointer: attributePointer(latitude === undefined ? 'latitude' : 'longitude'),
      detail: 'Latitude and longitude are changed together: send both.',
    };
    throw AppError.validation([missing]);
  }
  return { latitude, longitude };
}

/** The same outlines and coastal tolerance the import places campgrounds with. */
async function checkSameState(tx: Db, regionCode: string, point: MapPoint): Promise<void> {
  const states = await statesAround(tx, point, TOLERANCE_DEGREES * 2);
  const match = createStateLocator(states)(point.latitude, point.longitude);
  if (!match) throw locationError('outside-us', OUTSIDE_US_DETAIL);
  if (match.code !== regionCode) throw locationError('other-state', OTHER_STATE_DETAIL);
}

/** The row's new listing fields: only what the document names changes. */
function applyChanges(row: ListingRow, changes: ListingChanges, point: MapPoint | null): ListingRow {
  const next = { ...row };
  if (changes.name !== undefined) next.name = changes.name;
  if (changes.description !== undefined) next.description = sanitizeDescription(changes.description);
  if (changes.phone !== undefined) next.phone = changes.phone;
  if (changes.website !== undefined) next.website = changes.website;
  if (changes.email !== undefined) next.email = changes.email;
  if (changes.amenities !== undefined) next.amenities = changes.amenities;
  if (changes['site-types'] !== undefined) next.siteTypes = changes['site-types'];
  if (changes.season !== undefined) next.season = changes.season;
  if (changes['price-cents'] !== undefined) {
    next.priceCents = changes['price-cents'];
    // A stated price says whether the campground charges; no price says nothing.
    next.isFree = changes['price-cents'] === null ? null : changes['price-cents'] === 0;
  }
  if (changes['max-rv-length'] !== undefined) next.maxRvLength = changes['max-rv-length'];
  if (changes['num-sites'] !== undefined) next.numSites = changes['num-sites'];
  if (point) Object.assign(next, point);
  return next;
}

/**
 * Applies the changes and what depends on them in one transaction. An empty document changes
 * nothing (not even updated_at). The caller answers with the campground as it now is.
 * `areaOutlines` is asked for only when the document carries a point, before the transaction opens
 * (a file read must not hold the connection); it answers null where the files are missing.
 */
export async function updateListing(
  db: Db,
  id: number,
  changes: ListingChanges,
  now: Date,
  areaOutlines: () => Promise<AreaOutlines | null>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  const point = requestedPoint(changes);
  const outlines = point ? await areaOutlines() : null;
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const row = await lockListing(tx, id);
    if (!row) throw AppError.notFound(`No campground with id ${id}.`);
    const from = { latitude: row.latitude, longitude: row.longitude };
    const moved = point !== null && (point.latitude !== from.latitude || point.longitude !== from.longitude);
    if (moved) await checkSameState(tx, row.regionCode, point);
    const next = applyChanges(row, changes, point);
    const {
      id: _id,
      regionCode: _region,
      agency: _agency,
      reservable: _reservable,
      hiddenAt: _hiddenAt,
      managerEditedFields: recorded,
      ...values
    } = next;
    await writeListing(tx, id, {
      ...values,
      // What re-imports keep as written (managed-listings.ts): the fields this edit changed too.
      managerEditedFields: recordEditedColumns(recorded, row, next),
      quality: qualityScore({ ...next, hasOwnName: !isGenericName(next.name) }),
      updatedAt: now,
    });
    if (moved) {
      await serializeCountMoves(tx);
      // A hidden campground is in no place's near count (visibleCampground): moving it must not
      // add it to them. (The map cells follow the row by themselves: migration 0022's triggers.)
      if (!row.hiddenAt) await shiftNearCounts(tx, from, point);
      await placeInAdminAreas(tx, { id, ...point, agency: row.agency, hidden: row.hiddenAt !== null }, outlines);
    }
  });
  // After the commit: cached map answers (names, points, clusters) are read again.
  markMapCellsChanged();
}
