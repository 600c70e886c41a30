// What the local demo inventory puts at one campground: site types, sites, rates and settings
// that fit what the open data says about it (its site types, hookups, longest RV, price).
// Pure and deterministic: the same campground and year always give the same plan (a PRNG
// seeded with the campground's id, never Math.random).
import type { BookingSettingsValues } from './booking-settings-repository.ts';
import type { SiteKind } from './inventory-schemas.ts';

export interface DemoCampground {
  id: number;
  regionCode: string;
  siteTypes: string[];
  amenities: string[];
  maxRvLength: number | null;
  priceCents: number | null;
  isFree: boolean | null;
  numSites: number | null;
}

export interface DemoSite {
  name: string;
  capacity: number;
  accessible: boolean;
  hookups: string[];
  maxRvLengthFt: number | null;
  description: string;
}

export interface DemoRate {
  name: string;
  nightlyCents: number;
  weekendNightlyCents: number | null;
  startDate: string | null;
  endDate: string | null;
}

export interface DemoSiteType {
  name: string;
  kind: SiteKind;
  description: string;
  sites: DemoSite[];
  rates: DemoRate[];
}

export interface DemoPlan {
  settings: BookingSettingsValues;
  siteTypes: DemoSiteType[];
}

/** mulberry32: a tiny seeded PRNG, so the plan is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The main time zone of each state (a campground's "today" and refund deadlines).
const TIME_ZONES: Record<string, string> = {
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IN: 'America/Indiana/Indianapolis',
  MI: 'America/Detroit',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
  GU: 'Pacific/Guam',
  ...Object.fromEntries(['CO', 'MT', 'NM', 'UT', 'WY'].map((code) => [code, 'America/Denver'])),
  ...Object.fromEntries(['CA', 'NV', 'OR', 'WA'].map((code) => [code, 'America/Los_Angeles'])),
  ...Object.fromEntries(
    ['AL', 'AR', 'IA', 'IL', 'KS', 'LA', 'MN', 'MO', 'MS', 'ND', 'NE', 'OK', 'SD', 'TN', 'TX', 'WI'].map((code) => [
      code,
      'America/Chicago',
    ]),
  ),
};

export function timeZoneOf(regionCode: string): string {
  return TIME_ZONES[regionCode] ?? 'America/New_York';
}

/** Whole dollars a night, between $10 and $120 (what the data says, or a typical fee). */
function basePrice(campground: DemoCampground): number {
  const known = campground.priceCents;
  if (known !== null && known >= 500 && known <= 20_000) return Math.min(Math.max(known, 1000), 12_000);
  return 2500;
}

const roundTo = (cents: number, step: number) => Math.round(cents / step) * step;

function ratesFor(kind: SiteKind, nightly: number, years: number[], weekendBump: boolean): DemoRate[] {
  const weekend = weekendBump ? roundTo(nightly * 1.2, 100) : null;
  const rates: DemoRate[] = [
    { name: 'Standard', nightlyCents: nightly, weekendNightlyCents: weekend, startDate: null, endDate: null },
  ];
  // Summer costs more where summer is the season (cabins are priced the same all year).
  if (kind !== 'cabin') {
    for (const year of years) {
      rates.push({
        name: `Summer ${year}`,
        nightlyCents: roundTo(nightly * 1.15, 100),
        weekendNightlyCents: weekend === null ? null : roundTo(weekend * 1.15, 100),
        startDate: `${year}-06-15`,
        endDate: `${year}-08-31`,
      });
    }
  }
  return rates;
}

function rvHookups(amenities: string[]): { full: string[]; partial: string[] } {
  const electric = amenities.includes('electric_hookups');
  const water = amenities.includes('water_hookups');
  const sewer = amenities.includes('sewer_hookups');
  const full = [electric ? 'electric-50' : null, water ? 'water' : null, sewer ? 'sewer' : null].filter(
    (value): value is string => value !== null,
  );
  const partial = [electric ? 'electric-30' : null, water ? 'water' : null].filter(
    (value): value is string => value !== null,
  );
  return { full, partial };
}

/**
 * The plan for one campground. `years` are the summers to price (this year and next, so the
 * booking window always has its season).
 */
export function planDemoInventory(campground: DemoCampground, years: number[]): DemoPlan {
  const random = seededRandom(campground.id * 2654435761);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const base = roundTo(basePrice(campground), 100);
  const takesRvs = campground.siteTypes.includes('rv') || campground.maxRvLength !== null;
  const takesTents =
    campground.siteTypes.length === 0 ||
    campground.siteTypes.some((type) => type === 'tent' || type === 'dispersed' || type === 'backcountry') ||
    !takesRvs;
  const total = Math.min(Math.max(campground.numSites ?? 12, 6), 24);
  const weekendBump = random() < 0.7;
  let number = 0;
  const nextName = () => `Site ${++number}`;

  const siteTypes: DemoSiteType[] = [];
  if (takesTents) {
    const count = takesRvs
      ? Math.max(2, Math.floor(total / 3))
      : total - (campground.siteTypes.includes('group') ? 1 : 0);
    siteTypes.push({
      name: 'Tent sites',
      kind: 'tent',
      description: 'A tent pad, picnic table and fire ring; parking for one car.',
      sites: Array.from({ length: count }, (_, index) => ({
        name: nextName(),
        capacity: 6,
        accessible: index === 0,
        hookups: [],
        maxRvLengthFt: null,
        description:
          index === 0 ? 'Paved path to the restrooms.' : pick(['Shaded.', 'Open sky.', 'Near the creek.', '']),
      })),
      rates: ratesFor('tent', base, years, weekendBump),
    });
  }
  if (takesRvs) {
    const longest = Math.min(Math.max(campground.maxRvLength ?? 35, 20), 60);
    const { full, partial } = rvHookups(campground.amenities);
    const count = Math.max(3, total - (siteTypes[0]?.sites.length ?? 0));
    const rvBase = roundTo(base + (full.length ? 1500 : 800), 100);
    siteTypes.push({
      name: full.length >= 3 ? 'Full-hookup RV sites' : full.length ? 'Electric RV sites' : 'RV sites',
      kind: 'rv',
      description: `Back-in and pull-through sites for rigs up to ${longest} ft.`,
      sites: Array.from({ length: count }, (_, index) => {
        const pullThrough = index % 3 === 0;
        return {
          name: nextName(),
          capacity: 8,
          accessible: index === 1,
          hookups: index % 2 === 0 ? full : partial,
          maxRvLengthFt: pullThrough ? longest : Math.max(20, longest - 10),
          description: pullThrough ? 'Pull-through.' : 'Back-in.',
        };
      }),
      rates: ratesFor('rv', rvBase, years, weekendBump),
    });
  }
  if (campground.siteTypes.includes('cabin') || random() < 0.2) {
    siteTypes.push({
      name: 'Cabins',
      kind: 'cabin',
      description: 'One-room cabin with bunks and a porch; bring your own bedding.',
      sites: Array.from({ length: pick([1, 2]) }, (_, index) => ({
        name: `Cabin ${index + 1}`,
        capacity: pick([4, 6]),
        accessible: false,
        hookups: ['electric-30'],
        maxRvLengthFt: null,
        description: '',
      })),
      rates: ratesFor('cabin', Math.max(roundTo(base * 3, 100), 6500), years, weekendBump),
    });
  }
  if (campground.siteTypes.includes('group') || random() < 0.15) {
    siteTypes.push({
      name: 'Group site',
      kind: 'group',
      description: 'A large site for scouts, families and clubs.',
      sites: [
        {
          name: 'Group site',
          capacity: pick([25, 30, 40]),
          accessible: true,
          hookups: [],
          maxRvLengthFt: null,
          description: '',
        },
      ],
      rates: ratesFor('group', Math.max(roundTo(base * 2.5, 100), 6000), years, false),
    });
  }

  const settings: BookingSettingsValues = {
    enabled: true,
    bookingPolicy: random() < 0.25 ? 'request' : 'instant',
    minNights: random() < 0.3 ? 2 : 1,
    maxNights: 14,
    bookingWindowDays: pick([180, 270, 365]),
    checkInTime: '14:00',
    checkOutTime: '11:00',
    timeZone: timeZoneOf(campground.regionCode),
    fees: random() < 0.5 ? [{ name: 'Reservation fee', amountCents: pick([500, 800, 1000]), per: 'stay' }] : [],
    taxRateBps: pick([0, 600, 850]),
    fullRefundDays: 7,
    partialRefundPercent: 50,
    partialRefundDays: 2,
    proDiscountPercent: random() < 0.4 ? 10 : 0,
    isDemo: true,
  };
  return { settings, siteTypes };
}
