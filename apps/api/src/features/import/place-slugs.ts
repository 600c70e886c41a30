// Place slugs (/camping/{region}/near/{slug}): unique within a region across kinds, and the same
// for the same data on every import because the order below decides who gets a contested name.
import { slugify, uniqueSlug } from '@campwise/domain';

export interface PlaceSlugInput {
  kind: string;
  sourceId: string;
  name: string;
  regionCode: string;
  population: number | null;
}

/** Which kind wins a contested slug: the state, then parks and forests, then cities. */
const KIND_ORDER: Record<string, number> = { state: 0, park: 1, forest: 2, city: 3 };

export function placeKey(place: Pick<PlaceSlugInput, 'kind' | 'sourceId'>): string {
  return `${place.kind}:${place.sourceId}`;
}

function comparePlaces(a: PlaceSlugInput, b: PlaceSlugInput): number {
  const kind = (KIND_ORDER[a.kind] ?? 9) - (KIND_ORDER[b.kind] ?? 9);
  if (kind !== 0) return kind;
  const population = (b.population ?? 0) - (a.population ?? 0);
  if (population !== 0) return population;
  return a.sourceId < b.sourceId ? -1 : a.sourceId > b.sourceId ? 1 : 0;
}

/**
 * `${kind}:${sourceId}` -> slug for every place. A state gets its region's slug; a taken name gets
 * `-{kind}` ("moab-city"), then the usual `-2`, `-3` on that ("moab-city-2").
 * `reserved` holds slugs per region that must stay free (rows of places that left the sources).
 */
export function assignPlaceSlugs(
  places: readonly PlaceSlugInput[],
  regionSlugs: ReadonlyMap<string, string>,
  reserved: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): Map<string, string> {
  const taken = new Map<string, Set<string>>();
  const takenIn = (regionCode: string) => {
    let set = taken.get(regionCode);
    if (!set) taken.set(regionCode, (set = new Set(reserved.get(regionCode))));
    return set;
  };
  const slugs = new Map<string, string>();
  for (const place of [...places].sort(comparePlaces)) {
    const inRegion = takenIn(place.regionCode);
    const base =
      (place.kind === 'state' ? regionSlugs.get(place.regionCode) : undefined) ??
      (slugify(place.name) || slugify(place.sourceId) || place.kind);
    const slug = inRegion.has(base) ? uniqueSlug(`${base}-${place.kind}`, inRegion) : base;
    inRegion.add(slug);
    slugs.set(placeKey(place), slug);
  }
  return slugs;
}
