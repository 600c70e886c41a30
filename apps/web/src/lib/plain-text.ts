// User-written text (reviews, field reports) is plain text: shown as paragraphs with its line breaks, never parsed as HTML
// (React escapes it; this only decides where paragraphs and breaks go).

/** Paragraphs split at blank lines; each a list of its lines. Runs of blank lines count once. */
export function textParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trimEnd()))
    .filter((lines) => lines.some((line) => line.trim() !== ''));
}

/** The first `max` characters, cut at a word, for previews and descriptions. */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
