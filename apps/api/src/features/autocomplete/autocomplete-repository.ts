// Name search over places and campgrounds, one bounded query per table. Every condition is
// served by the indexes of migration 0003 (trigram GIN, text_pattern_ops btree); LIMIT per
// table keeps each keystroke cheap. The ranking rule is docs/decisions/0005-autocomplete.md.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campgrounds, places, regions } from '../../db/schema/index.ts';
import { visibleCampground } from '../campgrounds/visible-campground.ts';
import { escapeLike, type PlaceKind } from './autocomplete-query.ts';

/** 0 exact name, 1 name prefix, 2 word prefix, 3 similar (typo tolerance). */
export type MatchTier = 0 | 1 | 2 | 3;

/** Below this many characters trigrams say little: prefixes only. */
export const MIN_FUZZY_LENGTH = 3;

export interface NameSearch {
  text: string;
  limit: number;
  regionCode: string | null;
}

export interface Ranked {
  tier: MatchTier;
  /** word_similarity rounded to 0.1, for the similar tier; 1 otherwise. */
  closeness: number;
}

export interface PlaceMatch extends Ranked {
  id: number;
  kind: PlaceKind;
  /** With kind, the public id (docs/api-places.md). */
  sourceId: string;
  slug: string | null;
  name: string;
  regionCode: string | null;
  latitude: number;
  longitude: number;
  population: number | null;
  minLon: number | null;
  minLat: number | null;
  maxLon: number | null;
  maxLat: number | null;
}

export interface CampgroundMatch extends Ranked {
  id: number;
  name: string;
  slug: string;
  regionCode: string;
  regionSlug: string;
  latitude: number;
  longitude: number;
  quality: number;
}

/**
 * prefix: exact, name-prefix and word-prefix matches (tiers 0-2).
 * fuzzy: the similar tier only (3): run when the prefixes found too few, and only for q of
 * MIN_FUZZY_LENGTH or more characters, since word_similarity is the expensive part.
 */
export type MatchMode = 'prefix' | 'fuzzy';

function nameMatch(column: SQL, search: NameSearch, mode: MatchMode) {
  const lowerName = sql`lower(${column})`;
  const prefix = `${escapeLike(search.text)}%`;
  const wordPrefix = `% ${escapeLike(search.text)}%`;
  if (mode === 'fuzzy') {
    return {
      where: sql`(${search.text} <% ${lowerName} and not (${lowerName} like ${prefix} or ${lowerName} like ${wordPrefix}))`,
      tier: sql<number>`3`,
      closeness: sql<number>`round(word_similarity(${search.text}, ${lowerName})::numeric, 1)::float8`,
    };
  }
  // One or two characters: name prefixes only (the text_pattern_ops btree), not every word.
  const where =
    search.text.length >= MIN_FUZZY_LENGTH
      ? sql`(${lowerName} like ${prefix} or ${lowerName} like ${wordPrefix})`
      : sql`${lowerName} like ${prefix}`;
  return {
    where,
    tier: sql<number>`(case when ${lowerName} = ${search.text} then 0 when ${lowerName} like ${prefix} then 1 else 2 end)`,
    closeness: sql<number>`1::float8`,
  };
}

const KIND_WEIGHT = sql`(case ${places.kind} when 'state' then 0 when 'park' then 1 when 'forest' then 1 else 2 end)`;

export async function searchPlaces(
  db: Db,
  search: NameSearch,
  kinds: PlaceKind[],
  mode: MatchMode,
): Promise<PlaceMatch[]> {
  const match = nameMatch(sql`${places.name}`, search, mode);
  const rows = await db
    .select({
      id: places.id,
      kind: places.kind,
      sourceId: places.sourceId,
      slug: places.slug,
      name: places.name,
      regionCode: places.regionCode,
      latitude: places.latitude,
      longitude: places.longitude,
      population: places.population,
      minLon: places.minLon,
      minLat: places.minLat,
      maxLon: places.maxLon,
      maxLat: places.maxLat,
      tier: match.tier.mapWith(Number),
      closeness: match.closeness.mapWith(Number),
    })
    .from(places)
    .where(
      and(
        match.where,
        inArray(places.kind, kinds),
        search.regionCode ? eq(places.regionCode, search.regionCode) : undefined,
      ),
    )
    .orderBy(
      match.tier,
      sql`${match.closeness} desc`,
      KIND_WEIGHT,
      sql`${places.population} desc nulls last`,
      places.name,
      places.id,
    )
    .limit(search.limit);
  return rows as PlaceMatch[];
}

export async function searchCampgrounds(db: Db, search: NameSearch, mode: MatchMode): Promise<CampgroundMatch[]> {
  const match = nameMatch(sql`${campgrounds.name}`, search, mode);
  const rows = await db
    .select({
      id: campgrounds.id,
      name: campgrounds.name,
      slug: campgrounds.slug,
      regionCode: campgrounds.regionCode,
      regionSlug: regions.slug,
      latitude: campgrounds.latitude,
      longitude: campgrounds.longitude,
      quality: campgrounds.quality,
      tier: match.tier.mapWith(Number),
      closeness: match.closeness.mapWith(Number),
    })
    .from(campgrounds)
    .innerJoin(regions, eq(regions.code, campgrounds.regionCode))
    .where(
      and(
        visibleCampground,
        match.where,
        search.regionCode ? eq(campgrounds.regionCode, search.regionCode) : undefined,
      ),
    )
    .orderBy(
      match.tier,
      sql`${match.closeness} desc`,
      sql`${campgrounds.quality} desc`,
      campgrounds.name,
      campgrounds.id,
    )
    .limit(search.limit);
  return rows as CampgroundMatch[];
}
