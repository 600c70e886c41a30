// How campground and place names are capitalised (docs/decisions/0031-name-case-and-connectivity.md).
// The open datasets write names in three odd ways: ALL CAPS ("SUGAR LOAF"), all lowercase ("kimtu
// camping"), and Start Case with the small words capitalised too ("Black Canyon Of The
// Gunnison"). Only those are rewritten; any other name is taken to be cased on purpose
// ("Olallie on McKenzie Highway", "KOA Holiday") and left exactly as written.

/** Agency and place acronyms, and roman numerals, that stay upper case when a name is rewritten. */
const ACRONYMS = new Set(
  (
    'RV RVS OHV ATV UTV KOA BLM USFS USBR BOR NF NFS NPS NWR NRA SRA COE USACE TVA CCC YMCA YWCA ' +
    'USA US DNR WMA ADA CG II III IV VI VII VIII IX XI XII'
  ).split(' '),
);

/**
 * Abbreviations without vowels that are words, not acronyms: "MT. PINOS", "WARD MTN", "ST LUCIE".
 * Any other vowel-less word of an ALL-CAPS name is an acronym ("XMHC", "BPW") and stays upper case.
 */
const VOWELLESS_WORDS = new Set('MT MTN MTNS ST FT PT GRP CK CR DR RD HWY JCT BLVD LN'.split(' '));

/** USPS state codes: "(ID - BOISE)", "JEMEZ FALLS (NM)" keep them upper case inside brackets. */
const STATE_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY ' +
    'NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR'
  ).split(' '),
);

/**
 * Words written lower case inside a name. "A" is left out on purpose: in these datasets a lone A
 * is a loop letter or an initial ("Loop A", "Sam A Baker State Park") far more often than an article.
 */
const SMALL_WORDS = new Set(['an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'nor', 'of', 'on', 'or', 'the', 'to']);

/** "Walk In", "Boat In", "Hike In": there "In" is part of the compound, not a preposition. */
const IN_COMPOUNDS = new Set([
  'walk',
  'hike',
  'boat',
  'drive',
  'paddle',
  'bike',
  'canoe',
  'ride',
  'pull',
  'ski',
  'fly',
]);

/** Fewer letters than this and a name is a code ("14a", "CS0593"), not words: left alone. */
const MIN_LETTERS = 3;

interface Token {
  word: string;
  /** The first word of the name or of a part after a dash, colon, comma, slash or opening bracket. */
  startsPart: boolean;
  /** Directly after an opening bracket ("(ID"). */
  inBrackets: boolean;
  previous: string | null;
}

function letters(text: string): string {
  return text.replace(/[^A-Za-z]/g, '');
}

/** Splits on spaces, remembering what starts a part, so "Buck Ridge - Lake Of Egypt" capitalises "Lake". */
function tokens(name: string): Token[] {
  const out: Token[] = [];
  let startsPart = true;
  let previous: string | null = null;
  for (const word of name.split(' ')) {
    if (!word) continue;
    if (!/[A-Za-z0-9]/.test(word)) {
      // A separator on its own: " - ", " / ", " : ".
      startsPart = true;
      out.push({ word, startsPart: false, inBrackets: false, previous });
      continue;
    }
    out.push({ word, startsPart: startsPart || word.startsWith('('), inBrackets: word.startsWith('('), previous });
    previous = word;
    startsPart = /[:(/,]$/.test(word);
  }
  return out;
}

function isSmallWord(token: Token): boolean {
  const lower = token.word.toLowerCase();
  if (token.startsPart || !SMALL_WORDS.has(lower)) return false;
  return !(lower === 'in' && token.previous !== null && IN_COMPOUNDS.has(token.previous.toLowerCase()));
}

function capitalise(word: string): string {
  // Each part of "o'neil", "boat-in", "(id" starts upper case; Mc names keep their second capital.
  return word
    .toLowerCase()
    .replace(/(^|[-'’(/."])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/^(\W*)Mc([a-z])/, (_, before: string, letter: string) => `${before}Mc${letter.toUpperCase()}`)
    .replace(/(['’])S\b/g, '$1s');
}

function titleCaseWord(token: Token, fromUpperCase: boolean): string {
  const { word } = token;
  const bare = letters(word).toUpperCase();
  if (ACRONYMS.has(bare)) return word.toUpperCase();
  if (token.inBrackets && STATE_CODES.has(bare)) return word.toUpperCase();
  // Only an ALL-CAPS source tells acronyms apart: in "xmhc" nobody marked it as one.
  if (fromUpperCase && bare.length >= 2 && !/[AEIOUY]/.test(bare) && !VOWELLESS_WORDS.has(bare)) return word;
  if (isSmallWord(token)) return word.toLowerCase();
  return capitalise(word);
}

/** Every word but small ones starts with a capital (digits and separators aside), and a small word does too. */
function isStartCaseWithCapitalSmallWords(parts: Token[]): boolean {
  const words = parts.filter((token) => /^[^A-Za-z]*[A-Za-z]/.test(token.word));
  const startCase = words.every((token) => /^[^A-Za-z]*[A-Z]/.test(token.word) || isSmallWord(token));
  return startCase && words.some((token) => isSmallWord(token) && /^[A-Z]/.test(token.word));
}

/**
 * The name as Campwise shows it. ALL-CAPS and all-lowercase names (at least 3 letters) are title
 * cased: small words lower case except first in the name or after a dash, acronyms and bracketed
 * state codes upper case. A Start Case name whose small words are capitalised only has those small
 * words lowered, every other word kept as written. Any other name comes back unchanged, so running
 * it twice changes nothing. Spaces are collapsed and trimmed.
 */
export function normaliseNameCase(raw: string): string {
  const name = raw.replace(/\s+/g, ' ').trim();
  const text = letters(name);
  if (text.length < MIN_LETTERS) return name;
  const parts = tokens(name);
  const upper = text === text.toUpperCase();
  if (upper || text === text.toLowerCase()) {
    return parts.map((token) => (/[A-Za-z]/.test(token.word) ? titleCaseWord(token, upper) : token.word)).join(' ');
  }
  if (isStartCaseWithCapitalSmallWords(parts)) {
    return parts.map((token) => (isSmallWord(token) ? token.word.toLowerCase() : token.word)).join(' ');
  }
  return name;
}
