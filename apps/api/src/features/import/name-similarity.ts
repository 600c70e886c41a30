// When two campground names mean the same place: normalised token sets, compared by overlap.

function words(list: string): Set<string> {
  return new Set(list.split(' '));
}

/** Words that say "this is a campground" rather than which one. */
const GENERIC_WORDS = words(
  'campground campgrounds camp camps camping campsite campsites cg rv rvs park parks the area areas ' +
    'recreation rec site sites of at on and in national forest nf state sp sra county city municipal usfs ' +
    'blm coe nps resort facility day use public access unit loop',
);

/** Words that tell apart neighbouring facilities ("Sugar Loaf" vs "Sugar Loaf Group"): never ignored. */
const FACILITY_KIND_WORDS = words(
  'group horse equestrian overflow cabin lookout tower yurt guard quarter bunkhouse lodge pavilion ' +
    'shelter boat hike walk tent upper lower north south east west middle youth dispersed primitive ' +
    'backcountry',
);

/** Place-name words too common to identify a place on their own ("Lake", "Creek"). */
const GEOGRAPHIC_WORDS = new Set([
  ...words(
    'lake creek river spring fork mountain mount canyon valley point beach bay flat meadow ridge pass ' +
      'hill island pond reservoir dam trail trailhead landing cove big little old new road pine cedar oak ' +
      'rock bear elk deer eagle willow cottonwood aspen grove hollow run branch',
  ),
  ...FACILITY_KIND_WORDS,
]);

const ABBREVIATIONS: Readonly<Record<string, string>> = {
  mtn: 'mountain',
  mt: 'mount',
  ck: 'creek',
  crk: 'creek',
  cr: 'creek',
  lk: 'lake',
  res: 'reservoir',
  spgs: 'spring',
  spg: 'spring',
  ft: 'fort',
  pt: 'point',
  st: 'saint',
  hwy: 'highway',
  isl: 'island',
  jct: 'junction',
  grp: 'group',
  equest: 'equestrian',
  '1st': 'first',
  '2nd': 'second',
};

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const tokenCache = new Map<string, string[]>();

/** Normalised, de-duplicated words of a name without the generic campground vocabulary. */
export function nameTokens(name: string): string[] {
  const cached = tokenCache.get(name);
  if (cached) return cached;
  // Merging compares each name many times; the cache is bounded so long-lived processes do not grow.
  if (tokenCache.size > 200_000) tokenCache.clear();
  const tokens = tokenize(name);
  tokenCache.set(name, tokens);
  return tokens;
}

function tokenize(name: string): string[] {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => singular(ABBREVIATIONS[word] ?? word));
  return [...new Set(words.filter((word) => !GENERIC_WORDS.has(word) && !GENERIC_WORDS.has(`${word}s`)))];
}

/**
 * A name that says what, not which: "Primitive Campsite", "Group Site 4", "Campground". Such names
 * identify nothing, so merging treats them like a missing name.
 */
export function isGenericName(name: string | null): boolean {
  return !name || nameTokens(name).every((word) => FACILITY_KIND_WORDS.has(word) || isDesignator(word));
}

/** Site numbers and loop letters: "12", "b". */
function isDesignator(word: string): boolean {
  return /^\d+$/.test(word) || /^[a-z]$/.test(word);
}

export interface NameComparison {
  /** |A ∩ B| / |A ∪ B| */
  jaccard: number;
  /** |A ∩ B| / min(|A|, |B|): 1 when one name's words are all in the other. */
  containment: number;
  /** The shared words include one that identifies a place, not just "lake" or "creek". */
  sharesDistinctiveWord: boolean;
  /**
   * One name has a facility-kind word ("group", "horse", "upper") the other lacks, or both carry
   * different site/loop designators ("Saganaga Lake #1" vs "#2", "A Loop" vs "C Loop").
   */
  kindConflict: boolean;
  identical: boolean;
  sharedCount: number;
}

export function compareNames(a: string, b: string): NameComparison {
  const leftWords = nameTokens(a);
  const rightWords = nameTokens(b);
  const left = new Set(leftWords);
  const right = new Set(rightWords);
  // "Sugarloaf" and "Sugar Loaf" are the same name written differently.
  const sameLetters = leftWords.length > 0 && leftWords.join('') === rightWords.join('');
  const shared = [...left].filter((word) => right.has(word));
  const union = new Set([...left, ...right]).size;
  const smaller = Math.min(left.size, right.size);
  const leftDesignators = leftWords.filter(isDesignator).join(' ');
  const rightDesignators = rightWords.filter(isDesignator).join(' ');
  const kindConflict =
    [...FACILITY_KIND_WORDS].some((word) => left.has(word) !== right.has(word)) ||
    (leftDesignators !== '' && rightDesignators !== '' && leftDesignators !== rightDesignators);
  return {
    jaccard: union === 0 ? 0 : shared.length / union,
    containment: smaller === 0 ? 0 : shared.length / smaller,
    sharesDistinctiveWord: shared.some((word) => !GEOGRAPHIC_WORDS.has(word) && !isDesignator(word)),
    kindConflict,
    identical: sameLetters || (left.size > 0 && shared.length === left.size && left.size === right.size),
    sharedCount: shared.length,
  };
}

export type NameMatch = 'identical' | 'similar' | null;

/**
 * "identical": the same words once normalised ("Wrights Lake" / "Wrights Lake Campground").
 * "similar": no facility-kind conflict, and half the words in common (Jaccard >= 0.5) or every word of
 * the shorter name found in the longer one ("Acorn" / "Acorn - New Hogan Lake"); a single shared word
 * must identify a place: "Lake" !~ "Bear Lake", while "Big Pine" ~ "Big Pine Creek".
 */
export function matchNames(a: string, b: string): NameMatch {
  const comparison = compareNames(a, b);
  if (comparison.kindConflict) return null;
  if (comparison.identical) return 'identical';
  const enoughShared = comparison.sharesDistinctiveWord || comparison.sharedCount >= 2;
  return enoughShared && (comparison.jaccard >= 0.5 || comparison.containment === 1) ? 'similar' : null;
}
