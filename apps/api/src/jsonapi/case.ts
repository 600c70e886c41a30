// JSON:API member names are kebab-case on the wire; our code uses camelCase.

export function toKebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Converts an object's own keys to kebab-case, one level deep (values are left as they are). */
export function kebabKeys(object: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) out[toKebab(key)] = value;
  return out;
}
