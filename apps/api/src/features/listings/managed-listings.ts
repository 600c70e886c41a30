// Which campground fields belong to a campground's managers (decision in docs/api-manager.md
// "Listing editor"): the listing editor records in campgrounds.manager_edited_fields each field
// it changed, and the open-data import keeps those fields of a managed campground as the table
// holds them instead of overwriting them with the sources' values, so a re-import never silently
// undoes a manager's edit. Fields nobody edited, and unmanaged campgrounds, follow the sources.
import { and, inArray, sql } from 'drizzle-orm';
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

export type ListingColumn = (typeof MANAGED_LISTING_COLUMNS)[number];

export type ManagedListing = Pick<CampgroundRow, ListingColumn>;

/** The listing columns for a select(). */
export const managedListingSelection = Object.fromEntries(
  MANAGED_LISTING_COLUMNS.map((key) => [key, campgrounds[key]]),
) as { [K in ListingColumn]: (typeof campgrounds)[K] };

/**
 * Columns that are one edit: a point is kept with the state it lies in (the page URL hangs off
 * region_code), and a price with the is_free the editor derives from it, so a re-import never
 * mixes the manager's half with the sources' half.
 */
const EDITED_TOGETHER: readonly (readonly ListingColumn[])[] = [
  ['latitude', 'longitude', 'regionCode'],
  ['priceCents', 'isFree'],
];

function sameValue(a: unknown, b: unknown): boolean {
  // Amenities and site types are sets: the same ids in another order are no change.
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
  }
  return a === b;
}

/**
 * The columns whose value an edit changed, with their companions (EDITED_TOGETHER), merged into
 * what was recorded before, in MANAGED_LISTING_COLUMNS order. A value sent unchanged records nothing.
 */
export function recordEditedColumns(
  recorded: readonly string[],
  before: ManagedListing,
  after: ManagedListing,
): ListingColumn[] {
  const edited = new Set<string>(recorded);
  for (const column of MANAGED_LISTING_COLUMNS) {
    if (sameValue(before[column], after[column])) continue;
    edited.add(column);
    for (const group of EDITED_TOGETHER) if (group.includes(column)) for (const other of group) edited.add(other);
  }
  return MANAGED_LISTING_COLUMNS.filter((column) => edited.has(column));
}

/**
 * external key -> the table's values of the edited fields, for every campground that has at least
 * one manager and an edited field. A field not in the map follows the sources.
 */
export async function loadManagedListings(db: Db): Promise<Map<string, Partial<ManagedListing>>> {
  const managed = db.selectDistinct({ id: campgroundManagers.campgroundId }).from(campgroundManagers);
  const rows = await db
    .select({
      externalKey: campgrounds.externalKey,
      edited: campgrounds.managerEditedFields,
      ...managedListingSelection,
    })
    .from(campgrounds)
    .where(and(inArray(campgrounds.id, managed), sql`cardinality(${campgrounds.managerEditedFields}) > 0`));
  return new Map(
    rows.map(({ externalKey, edited, ...listing }) => [
      externalKey,
      Object.fromEntries(
        MANAGED_LISTING_COLUMNS.filter((column) => edited.includes(column)).map((column) => [column, listing[column]]),
      ) as Partial<ManagedListing>,
    ]),
  );
}

/**
 * external key -> name, for every campground whose name was edited by hand (a manager's or an
 * admin's, managed or not). Names get this protection beyond loadManagedListings because the import
 * rewrites how source names are cased (ADR 0031): a correction must not be undone by that.
 */
export async function loadEditedNames(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ externalKey: campgrounds.externalKey, name: campgrounds.name })
    .from(campgrounds)
    .where(sql`'name' = ANY(${campgrounds.managerEditedFields})`);
  return new Map(rows.map((row) => [row.externalKey, row.name]));
}
