// Which campground fields belong to a campground's managers once it has any (decision in
// docs/api-manager.md "Listing editor"): the open-data import keeps them as the table holds them
// instead of overwriting them with the sources' values, so a re-import never silently undoes a
// manager's edit. Unmanaged campgrounds follow the sources as before.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campgroundManagers, campgrounds, type CampgroundRow } from '../../db/schema/index.ts';

/** Every column the listing editor writes (region_code only ever stays what it was). */
export const MANAGED_LISTING_COLUMNS = [
  'name',
  'description',
  'phone',
  'website',
  'email',
  'amenities',
  'siteTypes',
  'season',
  'priceCents',
  'isFree',
  'maxRvLength',
  'numSites',
  'latitude',
  'longitude',
  'regionCode',
] as const satisfies readonly (keyof CampgroundRow)[];

export type ManagedListing = Pick<CampgroundRow, (typeof MANAGED_LISTING_COLUMNS)[number]>;

const selection = Object.fromEntries(MANAGED_LISTING_COLUMNS.map((key) => [key, campgrounds[key]])) as {
  [K in (typeof MANAGED_LISTING_COLUMNS)[number]]: (typeof campgrounds)[K];
};

/** external key -> the listing fields of every campground that has at least one manager. */
export async function loadManagedListings(db: Db): Promise<Map<string, ManagedListing>> {
  const managed = db.selectDistinct({ id: campgroundManagers.campgroundId }).from(campgroundManagers);
  const rows = await db
    .select({ externalKey: campgrounds.externalKey, ...selection })
    .from(campgrounds)
    .where(inArray(campgrounds.id, managed));
  return new Map(rows.map(({ externalKey, ...listing }) => [externalKey, listing]));
}
