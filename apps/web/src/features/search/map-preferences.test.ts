import { describe, expect, it } from 'vitest';
import {
  clearMapLayers,
  parseMapStyle,
  readMapLayers,
  readMapStyle,
  writeMapLayers,
  writeMapStyle,
} from './map-preferences';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('map preferences', () => {
  it('stores the style under map-style, defaulting to map', () => {
    const store = memoryStore();
    expect(readMapStyle(store)).toBe('map');
    writeMapStyle('outline', store);
    expect(store.getItem('map-style')).toBe('outline');
    expect(readMapStyle(store)).toBe('outline');
    expect(parseMapStyle('satellite')).toBe('map');
  });
  it('stores and clears layers under map-layers', () => {
    const store = memoryStore();
    writeMapLayers(['state-borders'], store);
    expect(readMapLayers(store)).toEqual(['state-borders']);
    clearMapLayers(store);
    expect(readMapLayers(store)).toEqual([]);
    store.setItem('map-layers', '{bad');
    expect(readMapLayers(store)).toEqual([]);
  });
});
