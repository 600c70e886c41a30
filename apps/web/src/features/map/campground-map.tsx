'use client';

import dynamic from 'next/dynamic';
import styles from './campground-map.module.css';

export interface CampgroundMapProps {
  latitude: number;
  longitude: number;
  name: string;
  /** A MapLibre style URL; null uses the built-in offline basemap. */
  styleUrl: string | null;
}

// MapLibre needs a browser (WebGL, workers), so it is loaded only on the client and kept out of
// the server bundle; the placeholder holds the space so the page does not jump when it arrives.
const MapLibreCampgroundMap = dynamic(() => import('./maplibre-campground-map'), {
  ssr: false,
  loading: () => <div className={styles.map} />,
});

export function CampgroundMap(props: CampgroundMapProps) {
  return <MapLibreCampgroundMap {...props} />;
}
