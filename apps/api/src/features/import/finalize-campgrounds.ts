// Last touches on merged campgrounds: nearest town, a name for nameless ones, and the quality score.
import type { MergedCampground } from './merge-campgrounds.ts';
import { isGenericName } from './name-similarity.ts';
import type { TownFinder } from './nearest-town.ts';
import { qualityScore } from './quality-score.ts';
import { describeUnnamed } from './unnamed-name.ts';

export interface FinalCampground extends MergedCampground {
  name: string;
  /** false when we made the name up from the site type and nearest town. */
  hasOwnName: boolean;
  quality: number;
}

export function finalizeCampground(
  campground: MergedCampground,
  towns: TownFinder,
  regionName: string,
): FinalCampground {
  const { latitude, longitude } = campground;
  const townSource = campground.members.find((member) => member.nearestTown)?.source;
  let nearestTown = campground.nearestTown;
  if (!nearestTown) nearestTown = towns.nearest(latitude, longitude)?.name ?? null;
  else if (townSource === 'uscampgrounds') nearestTown = towns.complete(nearestTown, latitude, longitude);
  const hasOwnName = !isGenericName(campground.name);
  let name: string;
  if (hasOwnName && campground.name) name = campground.name;
  else if (campground.name)
    name = nearestTown ? `${campground.name} near ${nearestTown}` : `${campground.name}, ${regionName}`;
  else name = describeUnnamed(campground.siteTypes, nearestTown, regionName);
  const final = { ...campground, name, nearestTown, hasOwnName, quality: 0 };
  final.quality = qualityScore(final);
  return final;
}
