// The API speaks kebab-case member names (JSON:API convention); our code reads camelCase.

export function kebabToCamel(key: string): string {
  return key.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Renames every object key, at any depth, from kebab-case to camelCase. Values are untouched. */
export function camelizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeKeys);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [kebabToCamel(key), camelizeKeys(item)]));
}

/** camelCase to the API's kebab-case: "camperType" → "camper-type". */
export function camelToKebab(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Renames every object key, at any depth, from camelCase to kebab-case. Values are untouched. */
export function kebabizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(kebabizeKeys);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [camelToKebab(key), kebabizeKeys(item)]));
}
