// The map's stored preferences: the style ('map-style') and, for PRO members, the visible
// layers ('map-layers'). Storage failures (private mode, quotas) are ignored.

import { browserStorage, type KeyValueStorage } from '@/lib/browser-storage';

export const MAP_STYLE_KEY = 'map-style';
export const MAP_LAYERS_KEY = 'map-layers';
export const MAP_STYLES = ['map', 'outline'] as const;
export type MapStyleName = (typeof MAP_STYLES)[number];

export function parseMapStyle(value: string | null): MapStyleName {
  return (MAP_STYLES as readonly string[]).includes(value ?? '') ? (value as MapStyleName) : 'map';
}

export function readMapStyle(store: KeyValueStorage | null = browserStorage()): MapStyleName {
  try {
    return parseMapStyle(store?.getItem(MAP_STYLE_KEY) ?? null);
  } catch {
    return 'map';
  }
}

export function writeMapStyle(style: MapStyleName, store: KeyValueStorage | null = browserStorage()): void {
  try {
    store?.setItem(MAP_STYLE_KEY, style);
  } catch {
    // ignored
  }
}

export function parseMapLayers(value: string | null): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function readMapLayers(store: KeyValueStorage | null = browserStorage()): string[] {
  try {
    return parseMapLayers(store?.getItem(MAP_LAYERS_KEY) ?? null);
  } catch {
    return [];
  }
}

export function writeMapLayers(layers: readonly string[], store: KeyValueStorage | null = browserStorage()): void {
  try {
    store?.setItem(MAP_LAYERS_KEY, JSON.stringify(layers));
  } catch {
    // ignored
  }
}

/** Extra layers are a PRO feature: everyone else's stored choice is cleared. */
export function clearMapLayers(store: KeyValueStorage | null = browserStorage()): void {
  try {
    store?.removeItem(MAP_LAYERS_KEY);
  } catch {
    // ignored
  }
}
