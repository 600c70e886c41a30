// Display names: RIDB writes many names in ALL CAPS ("SUGAR LOAF"); we show them in title case.

/** Acronyms and roman numerals stay upper case. */
const KEEP_UPPER = new Set(
  (
    'RV RVS OHV ATV KOA BLM USFS NF NPS COE USACE TVA YMCA YWCA USA US DNR WMA NRA SRA ADA ' +
    'II III IV VI VII VIII IX XI'
  ).split(' '),
);
const KEEP_LOWER = new Set(['and', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to']);

const STATE_SUFFIX = /\s*\([A-Z]{2}\)\s*$/;

function capitalizeWord(word: string, isFirst: boolean): string {
  const bare = word.replace(/[^A-Za-z]/g, '');
  if (KEEP_UPPER.has(bare.toUpperCase()) && bare.length > 0) return word.toUpperCase();
  const lower = word.toLowerCase();
  if (!isFirst && KEEP_LOWER.has(lower)) return lower;
  // Mc/Mac surnames and O'Names read wrong when only the first letter is capitalised.
  return lower
    .replace(/(^|[-'’(/])([a-z])/g, (_, sep: string, letter: string) => sep + letter.toUpperCase())
    .replace(/^Mc([a-z])/, (_, letter: string) => `Mc${letter.toUpperCase()}`)
    .replace(/'S\b/g, "'s");
}

function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) => (word ? capitalizeWord(word, index === 0) : word))
    .join(' ');
}

function isShouting(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length >= 3 && letters === letters.toUpperCase();
}

/**
 * The name as we display it: trimmed, ALL-CAPS names title-cased, and RIDB's trailing "(CA)"
 * state tag dropped (RIDB needs it to tell apart same-named places nationwide; our pages are per state).
 */
export function displayName(raw: string): string {
  const trimmed = raw.replace(/\s+/g, ' ').trim();
  const withoutState = trimmed.replace(STATE_SUFFIX, '').trim() || trimmed;
  return isShouting(withoutState) ? titleCase(withoutState) : withoutState;
}
