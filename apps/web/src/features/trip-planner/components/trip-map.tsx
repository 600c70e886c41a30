'use client';

import dynamic from 'next/dynamic';
import styles from './trip-planner.module.css';

export interface TripMapPlace {
  kind: 'origin' | 'stop' | 'destination';
  name: string;
  lng: number;
  lat: number;
}

export interface TripMapCampground {
  id: string;
  name: string;
  lng: number;
  lat: number;
  /** The nights it is chosen for (empty when only listed along the route). */
  nights: number[];
}

export interface TripMapProps {
  places: TripMapPlace[];
  /** The route as drawn, [lng, lat] points; empty before there is one. */
  route: [number, number][];
  /** Straight lines (no road routing): drawn dashed so it does not pass for a road. */
  greatCircle: boolean;
  campgrounds: TripMapCampground[];
  /** A MapLibre style URL; null uses the built-in offline basemap. */
  styleUrl: string | null;
  onSelect?: (id: string) => void;
}

// MapLibre needs a browser, so it loads on the client only; the placeholder keeps the space.
const MapLibreTripMap = dynamic(() => import('./maplibre-trip-map'), {
  ssr: false,
  loading: () => <div className={styles.map} />,
});

export function TripMap(props: TripMapProps) {
  return <MapLibreTripMap {...props} />;
}
