import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/memory-storage';
import {
  clearMapLayers,
  parseMapStyle,
  readMapLayers,
  readMapStyle,
  writeMapLayers,
  writeMapStyle,
} from './map-preferences';

describe('map preferences', () => {
  it('stores the style under map-style, defaulting to map', () => {
    const store = memoryStorage();
    expect(readMapStyle(store)).toBe('map');
    writeMapStyle('outline', store);
    expect(store.getItem('map-style')).toBe('outline');
    expect(readMapStyle(store)).toBe('outline');
    expect(parseMapStyle('satellite')).toBe('map');
  });
  it('stores and clears layers under map-layers', () => {
    const store = memoryStorage();
    writeMapLayers(['state-borders'], store);
    expect(readMapLayers(store)).toEqual(['state-borders']);
    clearMapLayers(store);
    expect(readMapLayers(store)).toEqual([]);
    store.setItem('map-layers', '{bad');
    expect(readMapLayers(store)).toEqual([]);
  });
});
