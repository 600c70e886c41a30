// Synthetic campgrounds for the search benchmark only: tops a *benchmark* database up to a target
// size. Every row is clearly marked (external_key "synthetic:…", name "Synthetic campground …",
// no sources) and placed deterministically inside a real region's bounding box. Never run this
// against the product's database.
import { sql } from 'drizzle-orm';
import { AGENCY_IDS } from '@campwise/domain';
import type { Db } from '../db/client.ts';
import { campgrounds, regions, type NewCampgroundRow } from '../db/schema/index.ts';
import { refreshCampgroundCounts } from '../features/import/campground-writer.ts';
import { contentHash, type CampgroundContent } from '../features/import/campground-rows.ts';

export const SYNTHETIC_KEY_PREFIX = 'synthetic:';
export const SYNTHETIC_NAME_PREFIX = 'Synthetic campground';

export interface RegionBox {
  code: string;
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
  /** Real campgrounds in the region: synthetic rows follow the real distribution (at least weight 1). */
  weight: number;
}

/** mulberry32: a small deterministic PRNG, uniform in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SITE_TYPES = ['tent', 'rv', 'cabin', 'group'];
const AMENITIES = ['toilets', 'water', 'showers', 'electric', 'dump_station', 'fire_rings'];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function subset(random: () => number, items: readonly string[]): string[] {
  return items.filter(() => random() < 0.4);
}

/**
 * `count` synthetic rows numbered from `start` (1-based), spread over `boxes` in proportion to their
 * weights. Same inputs, same rows.
 */
export function syntheticCampgrounds(
  boxes: readonly RegionBox[],
  count: number,
  { seed = 70_000, start = 1 }: { seed?: number; start?: number } = {},
): NewCampgroundRow[] {
  if (count <= 0) return [];
  if (boxes.length === 0) throw new Error('Synthetic campgrounds need at least one region');
  const random = createRandom(seed + start);
  const cumulative: number[] = [];
  let total = 0;
  for (const box of boxes) cumulative.push((total += Math.max(1, box.weight)));
  const rows: NewCampgroundRow[] = [];
  for (let n = start; n < start + count; n++) {
    const target = random() * total;
    const box =
      boxes[
        Math.max(
          0,
          cumulative.findIndex((edge) => target < edge),
        )
      ] ?? boxes[0]!;
    const content: CampgroundContent = {
      regionCode: box.code,
      name: `${SYNTHETIC_NAME_PREFIX} ${n}`,
      latitude: box.minLat + random() * (box.maxLat - box.minLat),
      longitude: box.minLon + random() * (box.maxLon - box.minLon),
      agency: pick(random, AGENCY_IDS),
      siteTypes: subset(random, SITE_TYPES),
      amenities: subset(random, AMENITIES),
      numSites: 1 + Math.floor(random() * 200),
      isFree: random() < 0.3,
      reservable: random() < 0.5,
      quality: Math.floor(random() * 60),
      description: 'Synthetic benchmark row: not a real campground.',
      sources: [],
    };
    rows.push({
      ...content,
      externalKey: `${SYNTHETIC_KEY_PREFIX}${n}`,
      slug: `synthetic-campground-${n}`,
      contentHash: contentHash(content),
    });
  }
  return rows;
}

/**
 * Inserts synthetic rows until the benchmark database holds `size` campgrounds, refreshes the region
 * counts and runs VACUUM ANALYZE. Returns how many rows were added.
 */
export async function topUpWithSyntheticCampgrounds(db: Db, size: number): Promise<number> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(campgrounds);
  const missing = size - (existing?.count ?? 0);
  if (missing <= 0) return 0;
  const boxes = await db
    .select({
      code: regions.code,
      minLon: regions.minLon,
      minLat: regions.minLat,
      maxLon: regions.maxLon,
      maxLat: regions.maxLat,
      weight: regions.campgroundCount,
    })
    .from(regions)
    .orderBy(regions.code);
  const rows = syntheticCampgrounds(boxes, missing);
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) await tx.insert(campgrounds).values(rows.slice(i, i + 500));
    await refreshCampgroundCounts(tx);
  });
  await db.execute(sql`VACUUM ANALYZE campgrounds, regions`);
  return rows.length;
}
