// An in-memory stand-in for local or session storage, for the unit tests of code that keeps
// things there (coupons, campaign parameters, map preferences, purchase events).
import type { KeyValueStorage } from './browser-storage';

export function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
