// Ids the browser makes up for itself (spec section 9): an optional prefix, an underscore, the
// timestamp in milliseconds and 8 random digits, e.g. "visitor_172000000000012345678".

export const GENERATED_ID_PATTERN = /^([a-z][a-z0-9-]*)?_\d{13,}\d{8}$/;

/** `random` answers [0, 1) like Math.random; tests pass their own. */
export function generateId(prefix = '', nowMs: number = Date.now(), random: () => number = Math.random): string {
  const digits = String(Math.floor(random() * 100_000_000)).padStart(8, '0');
  return `${prefix}_${Math.floor(nowMs)}${digits}`;
}
