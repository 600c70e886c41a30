'use client';

import { MAP_ACCENT_COLOR } from '@campwise/domain';
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import styles from './campground-map.module.css';
import type { LocationPickerMapProps } from './location-picker-map';
import { offlineBasemapStyle } from './offline-basemap-style';

// Copied into public/ by next.config.ts: Turbopack cannot bundle MapLibre's worker.
const WORKER_URL = '/maplibre-gl-worker.mjs';
// The lower 48 at first; a picked point is shown closer.
const US_CENTER: [number, number] = [-98.6, 39.8];
const START_ZOOM = 3;
const PICKED_ZOOM = 9;

export default function MapLibreLocationPicker({ point, onPick, styleUrl, label }: LocationPickerMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  // The latest callback, so the map is made once and not on every render.
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  }, [onPick]);
  const initialPoint = useRef(point);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    setWorkerUrl(WORKER_URL);
    const start = initialPoint.current;
    const map = new MapLibreMap({
      container,
      style: styleUrl ?? offlineBasemapStyle(window.location.origin),
      center: start ?? US_CENTER,
      zoom: start ? PICKED_ZOOM : START_ZOOM,
    });
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.on('error', (event) => console.warn('Map:', event.error.message));
    map.on('click', (event) => onPickRef.current(event.lngLat.lng, event.lngLat.lat));
    map.getCanvas().style.cursor = 'crosshair';
    mapRef.current = map;
    return () => {
      markerRef.current = null;
      mapRef.current = null;
      map.remove();
    };
  }, [styleUrl]);

  // The marker follows the point, whether clicked or typed; a typed point off screen is brought into view.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!point) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (!markerRef.current) {
      const marker = new Marker({ color: MAP_ACCENT_COLOR, draggable: true }).setLngLat(point).addTo(map);
      marker.getElement().setAttribute('aria-label', 'Picked location');
      marker.getElement().setAttribute('role', 'img');
      marker.getElement().dataset.testid = 'picked-location';
      marker.on('dragend', () => {
        const { lng, lat } = marker.getLngLat();
        onPickRef.current(lng, lat);
      });
      markerRef.current = marker;
    } else {
      markerRef.current.setLngLat(point);
    }
    if (!map.getBounds().contains(point)) map.jumpTo({ center: point, zoom: Math.max(map.getZoom(), PICKED_ZOOM) });
  }, [point]);

  return <div ref={containerRef} className={styles.picker} role="application" aria-label={label} />;
}
