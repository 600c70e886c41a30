'use client';

import dynamic from 'next/dynamic';
import { useRef } from 'react';
import { CampgroundMapPreview } from './campground-map-preview';
import styles from './campground-map.module.css';
import { useMapWanted } from './use-map-wanted';

export interface CampgroundMapProps {
  latitude: number;
  longitude: number;
  name: string;
  /** A MapLibre style URL; null uses the built-in offline basemap. */
  styleUrl: string | null;
  /** Load the map at once (the admin's review of a location) instead of when asked for. */
  eager?: boolean;
}

// MapLibre is most of the page's script (a WebGL map, workers, the style), so it is fetched only
// when the camper asks for the map: a tap on the preview, or scrolling the map into view. Until
// it has arrived the preview stays, so the page does not jump.
const loadMapLibreMap = () => import('./maplibre-campground-map');

export function CampgroundMap({ eager = false, ...props }: CampgroundMapProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [asked, want] = useMapWanted(frameRef);
  const wanted = eager || asked;
  return (
    <div ref={frameRef} className={styles.frame} data-testid="campground-map" data-map={wanted ? 'live' : 'preview'}>
      {wanted ? (
        <>
          {/* The picture stays underneath, saying the map is loading, until MapLibre covers it. */}
          <CampgroundMapPreview latitude={props.latitude} longitude={props.longitude} loading />
          <div className={styles.live}>
            <MapLibreCampgroundMap {...props} />
          </div>
        </>
      ) : (
        <CampgroundMapPreview
          latitude={props.latitude}
          longitude={props.longitude}
          name={props.name}
          onShow={want}
          onIntent={() => void loadMapLibreMap()}
        />
      )}
    </div>
  );
}

const MapLibreCampgroundMap = dynamic(loadMapLibreMap, { ssr: false, loading: () => null });
