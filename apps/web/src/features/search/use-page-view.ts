'use client';

// Until MapLibre is loaded (a phone opens the search on its list, ADR 0037), the page works out
// the view the map would show in the same box and reports it as the map does: where it opens,
// then where each camera request (a chosen place, a widening step) would take it. The search
// covers that area, so the list reads the same before and after the map is opened; once the map
// exists it reports its own moves and this hook stands still.
import { type RefObject, useEffect, useRef } from 'react';
import type { InitialLocation } from './initial-location';
import {
  initialCamera,
  type PageCamera,
  reportedView,
  requestedCamera,
  viewBounds,
  type ViewSize,
} from './page-view-math';
import type { CameraRequest, MapMove } from './search-map';

function sizeOf(element: HTMLElement | null): ViewSize {
  const box = element?.getBoundingClientRect();
  // Hidden or not laid out yet: the window is the best guess of the map's box.
  if (!box || box.width < 1 || box.height < 1) return { width: window.innerWidth, height: window.innerHeight };
  return { width: box.width, height: box.height };
}

export function usePageView({
  active,
  initialLocation,
  camera,
  boxRef,
  onMove,
}: {
  /** True while there is no map to report the view. */
  active: boolean;
  initialLocation: InitialLocation | null;
  camera: CameraRequest | null;
  /** The box the map fills when shown. */
  boxRef: RefObject<HTMLElement | null>;
  onMove: (move: MapMove) => void;
}): void {
  const cameraRef = useRef<PageCamera | null>(null);
  const appliedRequestRef = useRef<number | null>(null);
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  });

  useEffect(() => {
    if (!active || !initialLocation) return;
    const size = sizeOf(boxRef.current);
    let initial = false;
    let next = cameraRef.current;
    if (!next) {
      next = initialCamera(initialLocation, size);
      initial = true;
    }
    if (camera && camera.key !== appliedRequestRef.current) {
      appliedRequestRef.current = camera.key;
      next = requestedCamera(camera, next, size);
    }
    if (next === cameraRef.current) return;
    cameraRef.current = next;
    onMoveRef.current({ ...reportedView(viewBounds(next, size), next.zoom), userInitiated: false, initial });
  }, [active, initialLocation, camera, boxRef]);
}
