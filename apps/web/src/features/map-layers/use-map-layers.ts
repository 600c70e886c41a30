'use client';

import { useCallback, useEffect, useState } from 'react';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { clearMapLayers, readMapLayers, writeMapLayers } from '@/features/search/map-preferences';
import { layersOnLoad, toggleLayer, type LayerAccess } from './layer-selection';
import type { MapLayerId } from './map-layer-definitions';
import type { LayerCountsInView } from './map-layer-sync';

export interface MapLayersState {
  /** The layers on the map (always none for anyone but PRO members). */
  layers: MapLayerId[];
  isPro: boolean;
  /** Whether layers are for this user, once the session is known. */
  access: LayerAccess;
  /** Adds or removes a layer and stores the choice (PRO members only; others change nothing). */
  toggle: (id: MapLayerId) => void;
  /** Chosen layers whose data the map could not load. */
  failed: MapLayerId[];
  onLoadError: (id: MapLayerId) => void;
  /** Features of each shown point layer in the map's view (see createMapLayerSync). */
  countsInView: LayerCountsInView;
  onCountsInView: (counts: LayerCountsInView) => void;
}

/** Map state visibleLayers (spec section 3), kept in local storage for PRO members. */
export function useMapLayers(): MapLayersState {
  const { status, isPro } = useCurrentUser();
  const [layers, setLayers] = useState<MapLayerId[]>([]);
  const [failed, setFailed] = useState<MapLayerId[]>([]);
  const [countsInView, setCountsInView] = useState<LayerCountsInView>({});
  const access: LayerAccess = status === 'loading' ? 'loading' : isPro ? 'pro' : 'not-pro';

  useEffect(() => {
    const next = layersOnLoad(access, readMapLayers());
    if (next.clearStored) clearMapLayers();
    setLayers(next.layers);
  }, [access]);

  const toggle = useCallback(
    (id: MapLayerId) => {
      if (!isPro) return;
      const next = toggleLayer(layers, id);
      setLayers(next);
      writeMapLayers(next);
      setFailed((current) => current.filter((layer) => layer !== id));
    },
    [isPro, layers],
  );

  const onLoadError = useCallback((id: MapLayerId) => {
    setFailed((current) => (current.includes(id) ? current : [...current, id]));
  }, []);

  return { layers, isPro, access, toggle, failed, onLoadError, countsInView, onCountsInView: setCountsInView };
}
