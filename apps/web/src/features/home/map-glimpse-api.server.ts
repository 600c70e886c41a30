import 'server-only';
// The home page's glimpse of the map: where the campgrounds are across the lower 48, from the
// map's own clusters (GET /api/v6/campgrounds/map, docs/api-v6.md), projected for a static SVG.
import { z } from 'zod';
import { getCollection } from '@/lib/api-client.server';
import { fitDots, type MapGlimpse } from './map-glimpse-projection';

/** The lower 48 (Alaska, Hawaii and the territories would shrink it to a strip). */
const LOWER_48 = { west: -125, south: 24.4, east: -66.9, north: 49.4 } as const;
/** Cells of 0.7°: about a dot every 10 px across the picture, the shape of the country shows. */
const CLUSTER_ZOOM = 7;
/** Where campgrounds are changes with an import, not between page views. */
const KEEP_MS = 10 * 60 * 1000;

// Clusters, or single campgrounds when the map answers with points (a small database).
const clusterSchema = z.object({
  type: z.enum(['campground-clusters', 'campgrounds']),
  attributes: z.object({ count: z.number().default(1), longitude: z.number(), latitude: z.number() }),
});

async function loadGlimpse(): Promise<MapGlimpse | null> {
  const { west, south, east, north } = LOWER_48;
  const document = await getCollection('/campgrounds/map', {
    bbox: `${west},${south},${east},${north}`,
    zoom: CLUSTER_ZOOM,
  });
  const clusters = [];
  for (const resource of document.data) {
    const cluster = clusterSchema.safeParse(resource);
    if (cluster.success) clusters.push(cluster.data.attributes);
  }
  return clusters.length > 0 ? fitDots(clusters) : null;
}

let kept: { at: number; glimpse: Promise<MapGlimpse | null> } | null = null;

/**
 * The glimpse, kept for a few minutes per server process: the home page is rendered for every
 * visitor and the answer is some hundreds of clusters. Null without campgrounds; a failure is
 * null too, and not kept.
 */
export function findMapGlimpse(now = Date.now()): Promise<MapGlimpse | null> {
  if (!kept || now - kept.at > KEEP_MS) {
    const glimpse = loadGlimpse();
    kept = { at: now, glimpse };
    glimpse.catch(() => {
      if (kept?.glimpse === glimpse) kept = null;
    });
  }
  return kept.glimpse.catch(() => null);
}
