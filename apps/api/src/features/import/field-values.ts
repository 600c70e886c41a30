// Small normalisers for the loosely formatted values the sources share (blanks, "N/A", numbers, contacts).

const PLACEHOLDERS = new Set(['', 'n/a', 'na', 'none', 'null', 'unknown', '-', 'no email.', 'no email']);

/** Trimmed text with runs of whitespace collapsed; null for blanks and placeholders like "N/A". */
export function cleanText(value: string | null | undefined): string | null {
  if (value == null) return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return PLACEHOLDERS.has(text.toLowerCase()) ? null : text;
}

/** A latitude/longitude; 0 and blanks mean "no coordinate" in these files. */
export function parseCoordinate(value: string | number | null | undefined, limit: number): number | null {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? '').trim());
  if (!Number.isFinite(number) || number === 0 || Math.abs(number) > limit) return null;
  return number;
}

/** First whole number in the text ("1,295", "81 Campsites"), or null; rejects values outside [min, max]. */
export function parseWholeNumber(value: string | null | undefined, min = 1, max = 100_000): number | null {
  const match = value?.replace(/(\d),(\d{3})/g, '$1$2').match(/\d+/);
  if (!match) return null;
  const number = Number.parseInt(match[0], 10);
  return number >= min && number <= max ? number : null;
}

/** US phone numbers as "907-835-2282" (the first one when several are listed); null when not a phone. */
export function normalizePhone(value: string | null | undefined): string | null {
  const text = cleanText(value);
  if (!text) return null;
  const match = text.match(/(?:\+?1[\s.-]*)?\(?(\d{3})\)?[\s.-]*(\d{3})[\s.-]*(\d{4})\b/);
  if (!match) return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** An http(s) URL; bare "www." hosts get https://, anything else is rejected. */
export function normalizeWebsite(value: string | null | undefined): string | null {
  const text = cleanText(value)?.split(/[\s;]+/)[0];
  if (!text) return null;
  const candidate = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The first plausible e-mail address in the text, lower-cased domain kept as written. */
export function normalizeEmail(value: string | null | undefined): string | null {
  const match = cleanText(value)?.match(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/);
  return match ? match[0] : null;
}

export function metresToFeet(metres: number): number {
  return Math.round(metres * 3.28084);
}

export function unique<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}

/** The values in the order of their vocabulary (AMENITY_IDS, SITE_TYPE_IDS), without duplicates. */
export function inVocabularyOrder<T extends string>(values: Iterable<T>, vocabulary: readonly T[]): T[] {
  const set = new Set(values);
  return vocabulary.filter((value) => set.has(value));
}
