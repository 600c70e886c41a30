'use client';

import dynamic from 'next/dynamic';
import styles from './campground-map.module.css';

export interface LocationPickerMapProps {
  /** [longitude, latitude] of the marker, or null before one is picked. */
  point: [number, number] | null;
  /** A click (or dragging the marker) picks a point. */
  onPick: (longitude: number, latitude: number) => void;
  /** A MapLibre style URL; null uses the built-in offline basemap. */
  styleUrl: string | null;
  /** What the map is for, read out to screen readers (who type the coordinates instead). */
  label: string;
}

// Like the campground map: MapLibre only in the browser, a same-sized placeholder meanwhile.
const MapLibreLocationPicker = dynamic(() => import('./maplibre-location-picker'), {
  ssr: false,
  loading: () => <div className={styles.picker} />,
});

export function LocationPickerMap(props: LocationPickerMapProps) {
  return <MapLibreLocationPicker {...props} />;
}
