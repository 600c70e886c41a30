// The front matter of a content file: a block of `key: value` lines between two `---` lines at
// the top. Values stay text (quotes around them are dropped); the guide's schema gives them
// types. A deliberately small subset of YAML: our files need nothing more, and nothing more
// means nothing surprising. Pure module.

export interface FrontMatterFile {
  attributes: Record<string, string>;
  body: string;
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const LINE = /^([a-z][a-z0-9-]*):\s*(.*)$/i;

function unquote(value: string): string {
  const trimmed = value.trim();
  const quote = trimmed[0];
  if ((quote === '"' || quote === "'") && trimmed.endsWith(quote) && trimmed.length >= 2) {
    return trimmed.slice(1, -1);
  }
  return trimmed;
}

/** Splits a file into its front matter and body; throws naming the line it cannot read. */
export function parseFrontMatter(text: string): FrontMatterFile {
  const match = FENCE.exec(text);
  if (!match) return { attributes: {}, body: text };
  return { attributes: parseFields(match[1] ?? '', 'Front matter'), body: text.slice(match[0].length) };
}

/** `key: value` lines (blank lines and # comments skipped); `what` names the block in errors. */
export function parseFields(text: string, what: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const field = LINE.exec(line.trim());
    if (!field) throw new Error(`${what} line ${index + 1} is not "key: value": ${line}`);
    const key = field[1]!;
    if (Object.hasOwn(fields, key)) throw new Error(`${what} names "${key}" twice`);
    fields[key] = unquote(field[2] ?? '');
  }
  return fields;
}
