// House ads: what an ad slot shows when no ad network is configured. They promote PRO with what
// it really includes (the PRO pages' benefits) and real figures from the API, and link to the
// PRO page that explains each one.
import { formatInteger } from '@/lib/format';

export interface HouseAdFigures {
  /** Every campground Campwise lists. */
  campgrounds: number;
  /** Those known to be free. */
  freeCampgrounds: number;
  /** The PRO plan's free trial, when it has one. */
  trialDays: number | null;
}

export interface HouseAd {
  id: string;
  headline: string;
  text: string;
  cta: string;
  href: string;
}

/** The promotions, in rotation order; without figures (the API did not answer) they say no numbers. */
export function houseAds(figures: HouseAdFigures | null): HouseAd[] {
  const cta = figures?.trialDays ? `Try PRO free for ${figures.trialDays} days` : 'See what PRO includes';
  return [
    {
      id: 'free-camping-maps',
      headline: figures
        ? `${formatInteger(figures.freeCampgrounds)} free campgrounds on one map`
        : 'Free campgrounds on one map',
      text: 'PRO maps the campgrounds that cost nothing, with BLM, national forest and park land drawn in.',
      cta,
      href: '/pro/free-camping-maps',
    },
    {
      id: 'alerts',
      headline: 'Snag sold-out campsites',
      text: 'Set an alert for sold-out dates and hear as soon as a site opens up, then book it in one tap.',
      cta,
      href: '/pro',
    },
    {
      id: 'discount-camping',
      headline: 'No extra booking fees',
      text: 'PRO members book campsites on Campwise without the booking fee, and get member discounts where offered.',
      cta,
      href: '/pro/discount-camping',
    },
    {
      id: 'trip-planner',
      headline: 'Plan the trip, not just the night',
      text: figures
        ? `Plan a route with campgrounds along it, from all ${formatInteger(figures.campgrounds)} we map.`
        : 'Plan a route with campgrounds along it, from every campground we map.',
      cta,
      href: '/pro',
    },
    {
      id: 'off-grid',
      headline: 'Camp off the grid',
      text: 'Dispersed sites, public land and AT&T, T-Mobile and Verizon coverage layers: know before you go.',
      cta,
      href: '/pro/off-grid-camping-access',
    },
  ];
}

/** A small stable hash: the same slot on the same page starts with the same ad on server and client. */
function hashOf(seed: string): number {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** The ad a slot shows: where its seed starts the rotation, moved on by each refresh. */
export function houseAdAt(ads: readonly HouseAd[], seed: string, refreshes: number): HouseAd {
  if (ads.length === 0) throw new Error('houseAdAt needs at least one ad');
  return ads[(hashOf(seed) + refreshes) % ads.length]!;
}
