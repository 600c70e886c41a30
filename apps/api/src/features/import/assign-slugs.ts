// Slugs unique within a region and stable across imports: a campground keeps the slug it was first
// given; new ones are numbered in external-key order so the same data always yields the same slugs.
import { RESERVED_REGION_SEGMENTS, slugify, uniqueSlug } from '@campwise/domain';

export interface SlugInput {
  externalKey: string;
  regionCode: string;
  name: string;
}

export interface ExistingSlug {
  regionCode: string;
  slug: string;
}

/** externalKey -> slug for every input. `existing` holds every row already in the table. */
export function assignSlugs(records: SlugInput[], existing: ReadonlyMap<string, ExistingSlug>): Map<string, string> {
  const taken = new Map<string, Set<string>>();
  const takenIn = (regionCode: string) => {
    let set = taken.get(regionCode);
    // /camping/{region}/parks is the parks page: a campground named "Parks" gets "parks-2".
    if (!set) taken.set(regionCode, (set = new Set(RESERVED_REGION_SEGMENTS)));
    return set;
  };
  // Rows that left the sources keep their slug reserved too: their URLs may still be shared.
  for (const row of existing.values()) takenIn(row.regionCode).add(row.slug);

  const slugs = new Map<string, string>();
  const fresh: SlugInput[] = [];
  for (const record of records) {
    const current = existing.get(record.externalKey);
    if (current && current.regionCode === record.regionCode) slugs.set(record.externalKey, current.slug);
    else fresh.push(record);
  }
  fresh.sort((a, b) => (a.externalKey < b.externalKey ? -1 : a.externalKey > b.externalKey ? 1 : 0));
  for (const record of fresh) {
    const inRegion = takenIn(record.regionCode);
    // A campground moved to another state keeps its slug when that state has it free.
    const previous = existing.get(record.externalKey)?.slug;
    const slug = previous && !inRegion.has(previous) ? previous : uniqueSlug(slugify(record.name), inRegion);
    inRegion.add(slug);
    slugs.set(record.externalKey, slug);
  }
  return slugs;
}
