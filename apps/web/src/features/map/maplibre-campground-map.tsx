'use client';

import { MAP_ACCENT_COLOR, SEARCH_DEFAULT_ZOOM } from '@campwise/domain';
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import type { CampgroundMapProps } from './campground-map';
import styles from './campground-map.module.css';
import { offlineBasemapStyle } from './offline-basemap-style';

// Copied into public/ by next.config.ts: Turbopack cannot bundle MapLibre's worker.
const WORKER_URL = '/maplibre-gl-worker.mjs';
// The offline basemap draws towns, rivers, lakes, parks and forests (tiles to zoom 10): zoom 8
// shows the campground with the towns and waters around it, about 150 km across.
const OFFLINE_ZOOM = 8;

export default function MapLibreCampgroundMap({
  latitude,
  longitude,
  name,
  styleUrl,
}: Omit<CampgroundMapProps, 'eager'>) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    setWorkerUrl(WORKER_URL);
    const map = new MapLibreMap({
      container,
      style: styleUrl ?? offlineBasemapStyle(window.location.origin),
      center: [longitude, latitude],
      zoom: styleUrl ? SEARCH_DEFAULT_ZOOM : OFFLINE_ZOOM,
      // A page-scrolling gesture should scroll the page, not zoom this small map.
      cooperativeGestures: true,
    });
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    // The basemap is decoration around the pin; if it fails to load, say so quietly.
    map.on('error', (event) => console.warn('Map:', event.error.message));

    const marker = new Marker({ color: MAP_ACCENT_COLOR }).setLngLat([longitude, latitude]).addTo(map);
    marker.getElement().setAttribute('aria-label', name);
    marker.getElement().setAttribute('role', 'img');

    return () => map.remove();
  }, [latitude, longitude, name, styleUrl]);

  return <div ref={containerRef} className={styles.map} />;
}
