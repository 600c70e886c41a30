// A nightly campsite price in US cents from free text such as OSM `charge` ("20 USD", "$15/night",
// "15 USD/tent; 25 USD/RV"). Conservative on purpose: the price filter promises "at most $N a
// night", so anything we cannot read with confidence is unknown (null), never a guess.
//
// Read: one amount per part (parts split on ";" or ","), in dollars ("$", "USD" or a bare
// number), optionally per night/day/site or for tents/RVs. Several parts ("tents $15, RVs $25")
// give the lowest: the cheapest site a camper can book. Not read: ranges ("$10-$20"), other
// currencies, and any part that prices something else (per person, week, month, vehicle, pass,
// group, residents, seasons, holidays ...): such a string is unknown as a whole.

/** Above this a "nightly" figure is a group site, a cabin or a monthly rent, not a campsite. */
const MAX_NIGHTLY_DOLLARS = 250;

// Words that may surround an amount without changing what it is the price of.
const NEUTRAL_WORDS = new Set([
  'usd',
  'us',
  'per',
  'a',
  'night',
  'nightly',
  'nights',
  'overnight',
  'day',
  'daily',
  'site',
  'sites',
  'campsite',
  'campsites',
  'single',
  'tent',
  'tents',
  'rv',
  'rvs',
  'caravan',
  'caravans',
  'motorhome',
]);

const AMOUNT = /\d+(?:\.\d{1,2})?/g;

function partCents(part: string): number | null | 'empty' {
  const text = part.toLowerCase().replace(/rv's/g, 'rvs').trim();
  if (text === '') return 'empty';
  const amounts = text.match(AMOUNT) ?? [];
  if (amounts.length !== 1) return null;
  // What is left around the amount must be currency marks and neutral words only.
  const words = text
    .replace(AMOUNT, ' ')
    .replace(/[$/:.()]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (!words.every((word) => NEUTRAL_WORDS.has(word))) return null;
  const dollars = Number(amounts[0]);
  if (!(dollars > 0) || dollars > MAX_NIGHTLY_DOLLARS) return null;
  return Math.round(dollars * 100);
}

export function parseNightlyPriceCents(text: string | null | undefined): number | null {
  if (!text) return null;
  // A range ("$10-$20", "15-35 USD") or a comparison ("<$10") says too little to filter on.
  if (/\d\s*(?:-|–|to)\s*\$?\s*\d|[<>~]/i.test(text)) return null;
  let lowest: number | null = null;
  for (const part of text.split(/[;,]/)) {
    const cents = partCents(part);
    if (cents === 'empty') continue;
    if (cents === null) return null;
    lowest = lowest === null ? cents : Math.min(lowest, cents);
  }
  return lowest;
}
