// The browser's local storage, or null where there is none (server rendering) or it is blocked
// (reading window.localStorage throws when the browser refuses site data). Callers treat null as
// "nothing stored": what they keep there is a convenience, never required.

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
