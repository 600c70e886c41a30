// Which sites are free, computed in SQL from site_occupancies. A night is taken when a row of
// the site overlaps it and is live: no expiry (pending, confirmed, blocked) or an expiry still
// ahead (a draft's hold). An expired hold counts as free here before the job removes it.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteOccupancies, sites, siteTypes } from '../../db/schema/index.ts';
import type { SiteKind } from './inventory-schemas.ts';

/** The occupancy row `o` is live at `now` (bound as a timestamptz). */
export function liveOccupancy(now: Date): SQL {
  return sql`(${siteOccupancies.expiresAt} is null or ${siteOccupancies.expiresAt} > ${now.toISOString()}::timestamptz)`;
}

export interface SiteListRow {
  id: number;
  campgroundId: number;
  siteTypeId: number;
  siteTypeName: string;
  kind: SiteKind;
  name: string;
  capacity: number;
  accessible: boolean;
  hookups: string[];
  maxRvLengthFt: number | null;
  description: string;
  active: boolean;
  /** Null without a stay to check. */
  booked: boolean | null;
}

const siteColumns = {
  id: sites.id,
  campgroundId: sites.campgroundId,
  siteTypeId: sites.siteTypeId,
  siteTypeName: siteTypes.name,
  kind: siteTypes.kind,
  name: sites.name,
  capacity: sites.capacity,
  accessible: sites.accessible,
  hookups: sites.hookups,
  maxRvLengthFt: sites.maxRvLengthFt,
  description: sites.description,
  active: sites.active,
};

// "Site 2" before "Site 10": the text around the first number, then the number.
export const NATURAL_SITE_ORDER = [
  asc(siteTypes.name),
  asc(siteTypes.id),
  sql`lower(regexp_replace(${sites.name}, '[0-9]+', '', 'g'))`,
  sql`coalesce(substring(${sites.name} from '[0-9]{1,9}')::int, 0)`,
  asc(sites.name),
  asc(sites.id),
];

/**
 * A campground's active sites by type then name; with a stay, whether each is booked for any of
 * its nights (one EXISTS per site, served by the exclusion constraint's GiST index).
 */
export async function listActiveSites(
  db: Db,
  campgroundId: number,
  stay: { startDate: string; endDate: string } | null,
  now: Date,
): Promise<SiteListRow[]> {
  const booked = stay
    ? sql<boolean>`exists (select 1 from ${siteOccupancies}
        where ${siteOccupancies.siteId} = ${sites.id}
          and ${siteOccupancies.stay} && daterange(${stay.startDate}::date, ${stay.endDate}::date, '[)')
          and ${liveOccupancy(now)})`
    : sql<null>`null::boolean`;
  const rows = await db
    .select({ ...siteColumns, booked })
    .from(sites)
    .innerJoin(siteTypes, eq(siteTypes.id, sites.siteTypeId))
    .where(and(eq(sites.campgroundId, campgroundId), eq(sites.active, true)))
    .orderBy(...NATURAL_SITE_ORDER);
  return rows as SiteListRow[];
}

export interface NightCount {
  siteTypeId: number;
  date: string;
  availableSites: number;
  totalSites: number;
}

/**
 * For each site type and each night from `first` to `last` (inclusive): its active sites and how
 * many have no live occupancy that night. One query: the nights from generate_series, left
 * joined to the occupancies that contain them (at most one per site and night, by the constraint).
 */
export async function countFreeSitesByNight(
  db: Db,
  campgroundId: number,
  first: string,
  last: string,
  now: Date,
): Promise<NightCount[]> {
  const result = await db.execute(sql`
    with nights as (
      select night::date as night
      from generate_series(${first}::date, ${last}::date, interval '1 day') as night
    )
    select t.id as "siteTypeId",
           n.night::text as "date",
           count(s.id)::int as "totalSites",
           (count(s.id) filter (where o.id is null))::int as "availableSites"
    from ${siteTypes} t
    cross join nights n
    left join ${sites} s on s.site_type_id = t.id and s.active
    left join ${siteOccupancies} o
      on o.site_id = s.id
     and o.stay @> n.night
     and (o.expires_at is null or o.expires_at > ${now.toISOString()}::timestamptz)
    where t.campground_id = ${campgroundId}
    group by t.id, n.night
    order by t.id, n.night`);
  return (result as unknown as { rows: NightCount[] }).rows;
}
