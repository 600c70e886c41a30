// The campground list's view of bookings, as SQL over `campgrounds` (features/campgrounds adds
// these to its queries): whether a campground can be booked, with which policy, whether it is
// the demo inventory, and the search's availability filter. Scalar subqueries on primary keys
// and indexed foreign keys, so a page of results costs a few index probes per row.
import { sql, type SQL } from 'drizzle-orm';
import { bookingSettings, campgrounds, rates, siteOccupancies, sites, siteTypes } from '../../db/schema/index.ts';

/**
 * The booking policy when the campground is bookable (settings enabled and an active site),
 * else null: `bookable` is "booking policy is not null". A hidden campground (issue 14) is not bookable.
 */
export const bookingPolicySql: SQL<'instant' | 'request' | null> = sql<'instant' | 'request' | null>`(
  select ${bookingSettings.bookingPolicy} from ${bookingSettings}
  where ${bookingSettings.campgroundId} = ${campgrounds.id}
    and ${bookingSettings.enabled}
    and ${campgrounds.hiddenAt} is null
    and exists (select 1 from ${sites} where ${sites.campgroundId} = ${campgrounds.id} and ${sites.active}))`;

export const demoInventorySql: SQL<boolean> = sql<boolean>`coalesce((
  select ${bookingSettings.isDemo} from ${bookingSettings} where ${bookingSettings.campgroundId} = ${campgrounds.id}),
  false)`;

export interface AvailabilityFilter {
  startDate: string;
  endDate: string;
  /** The app clock: a draft's hold that ended by then no longer takes its nights. */
  now: Date;
}

/**
 * Bookable for the stay: settings enabled and taking stays that long, and an active site with no
 * live occupancy overlapping the stay whose type has a rate for every night. A type with a base
 * rate covers every night; only types priced by seasons alone are checked night by night.
 *
 * Two forms with one meaning, because the planner cannot pick between them from statistics (it
 * cannot know how many campgrounds the other conditions leave). A search narrowed to an area (a
 * state, a viewport, a place) asks per campground: a few index probes each, 75–95 ms for
 * Colorado's 600 with inventory everywhere. A search over a wide area asks once, as a set the
 * planner hashes: the sites, occupancies and rates are read once instead of probed 40,000 times
 * (`npm run bench -- bookings` measured 1.3 s against the per-campground form for the whole US).
 */
export function availableForStaySql(filter: AvailabilityFilter, scope: 'narrow' | 'wide' = 'narrow'): SQL {
  return scope === 'wide' ? availableSetSql(filter) : availablePerCampgroundSql(filter);
}

function stayParts({ startDate, endDate, now }: AvailabilityFilter) {
  return {
    stay: sql`daterange(${startDate}::date, ${endDate}::date, '[)')`,
    nights: sql`(${endDate}::date - ${startDate}::date)`,
    live: sql`(o.expires_at is null or o.expires_at > ${now.toISOString()}::timestamptz)`,
    // Seasons-only site types covering every night (types with a base rate are matched apart).
    seasonsCover: (typeId: SQL) => sql`not exists (
      select 1 from generate_series(${startDate}::date, ${endDate}::date - 1, interval '1 day') as night
      where not exists (
        select 1 from ${rates} r
        where r.site_type_id = ${typeId} and r.start_date <= night::date and r.end_date >= night::date))`,
  };
}

function availablePerCampgroundSql(filter: AvailabilityFilter): SQL {
  const { stay, nights, live, seasonsCover } = stayParts(filter);
  return sql`exists (
    select 1 from ${bookingSettings} b
    where b.campground_id = ${campgrounds.id}
      and b.enabled
      and b.min_nights <= ${nights}
      and b.max_nights >= ${nights})
  and exists (
    select 1 from ${sites} s
    where s.campground_id = ${campgrounds.id}
      and s.active
      and not exists (select 1 from ${siteOccupancies} o where o.site_id = s.id and o.stay && ${stay} and ${live})
      and (
        exists (select 1 from ${rates} base where base.site_type_id = s.site_type_id and base.start_date is null)
        or ${seasonsCover(sql`s.site_type_id`)}))`;
}

function availableSetSql(filter: AvailabilityFilter): SQL {
  const { stay, nights, live, seasonsCover } = stayParts(filter);
  return sql`${campgrounds.id} in (
    select s.campground_id
    from ${sites} s
    join ${bookingSettings} b on b.campground_id = s.campground_id
    where s.active
      and b.enabled
      and b.min_nights <= ${nights}
      and b.max_nights >= ${nights}
      and not exists (select 1 from ${siteOccupancies} o where o.site_id = s.id and o.stay && ${stay} and ${live})
      and s.site_type_id in (
        select base.site_type_id from ${rates} base where base.start_date is null
        union
        select t.id from ${siteTypes} t
        where not exists (select 1 from ${rates} base where base.site_type_id = t.id and base.start_date is null)
          and exists (select 1 from ${rates} season where season.site_type_id = t.id)
          and ${seasonsCover(sql`t.id`)}))`;
}
