// The parks page's sections: National Park Service units, then national forests. Within the
// park section the national parks come first (what most campers look for), then the monuments,
// recreation areas and other units; each section otherwise by name. Pure module.
import type { LinkedPlace } from './place-schema';

export interface ParkGroup {
  kind: 'park' | 'forest';
  title: string;
  places: LinkedPlace[];
}

const TITLES = { park: 'National Park Service areas', forest: 'National forests' } as const;

function rank(place: LinkedPlace): number {
  return place.designation?.toLowerCase() === 'national park' ? 0 : 1;
}

/** Non-empty groups in page order; cities and states are left out. */
export function groupParks(places: readonly LinkedPlace[]): ParkGroup[] {
  const groups: ParkGroup[] = [];
  for (const kind of ['park', 'forest'] as const) {
    const members = places
      .filter((place) => place.kind === kind)
      .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'en-US'));
    if (members.length > 0) groups.push({ kind, title: TITLES[kind], places: members });
  }
  return groups;
}
