// Nearest town for a point, from the simplemaps cities, through a spatial grid.
import { distanceMeters } from '@campwise/domain';
import { SpatialGrid } from './spatial-grid.ts';

export interface Town {
  name: string;
  regionCode: string;
  latitude: number;
  longitude: number;
  population: number;
}

/** Farther than this, "near <town>" stops helping anyone find the place. */
export const NEAREST_TOWN_MAX_METERS = 60_000;

export interface TownFinder {
  nearest(latitude: number, longitude: number): Town | null;
  /** Completes a town name a source cut short ("San Luis Obisp" -> "San Luis Obispo") from nearby towns. */
  complete(name: string, latitude: number, longitude: number): string;
}

export function createTownFinder(towns: Town[], maxMeters = NEAREST_TOWN_MAX_METERS): TownFinder {
  const grid = new SpatialGrid<Town>(0.25);
  // Zero-population rows are unpopulated census places; naming a campground after one misleads.
  const knownNames = new Set<string>();
  for (const town of towns) {
    if (town.population <= 0) continue;
    grid.add(town.latitude, town.longitude, town);
    knownNames.add(town.name.toLowerCase());
  }

  const nearestWhere = (latitude: number, longitude: number, radius: number, accept: (town: Town) => boolean) => {
    // Ranking by a flat-earth distance is exact enough within 100 km and much cheaper than haversine.
    const scale = Math.cos((latitude * Math.PI) / 180);
    let best: Town | null = null;
    let bestScore = Number.POSITIVE_INFINITY;
    for (const town of grid.near(latitude, longitude, radius)) {
      if (!accept(town)) continue;
      const dx = (town.longitude - longitude) * scale;
      const dy = town.latitude - latitude;
      const score = dx * dx + dy * dy;
      if (score < bestScore || (score === bestScore && best !== null && town.name < best.name)) {
        best = town;
        bestScore = score;
      }
    }
    if (!best || distanceMeters(latitude, longitude, best.latitude, best.longitude) > radius) return null;
    return best;
  };

  return {
    nearest(latitude, longitude) {
      // Most points have a town close by: a small search first saves scanning the full radius.
      for (const radius of [Math.min(10_000, maxMeters), Math.min(25_000, maxMeters), maxMeters]) {
        const town = nearestWhere(latitude, longitude, radius, () => true);
        if (town) return town;
      }
      return null;
    },
    complete(name, latitude, longitude) {
      // uscampgrounds cut names at 14 characters; shorter ones, and real town names, are whole.
      if (name.length < 12 || knownNames.has(name.toLowerCase())) return name;
      const prefix = name.toLowerCase();
      const match = nearestWhere(
        latitude,
        longitude,
        100_000,
        (town) => town.name.length > name.length && town.name.toLowerCase().startsWith(prefix),
      );
      return match?.name ?? name;
    },
  };
}
