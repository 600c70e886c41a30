import { describe, expect, it } from 'vitest';
import { countVisitPage } from './visit-pages';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('countVisitPage', () => {
  it('counts the landing page as 1 and each later page of the visit after it', () => {
    const storage = memoryStorage();
    expect(countVisitPage(storage)).toBe(1);
    expect(countVisitPage(storage)).toBe(2);
    expect(countVisitPage(storage)).toBe(3);
  });

  it('treats no storage or a garbled count as a landing page', () => {
    expect(countVisitPage(null)).toBe(1);
    expect(countVisitPage(memoryStorage({ 'visit:pages': 'oops' }))).toBe(1);
    expect(countVisitPage(memoryStorage({ 'visit:pages': '-4' }))).toBe(1);
  });
});
