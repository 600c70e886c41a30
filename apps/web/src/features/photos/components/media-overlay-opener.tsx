'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { CommunityCampground } from '@/features/community/community-campground';
import { photoIdFromPath } from '@/features/community/community-paths';
import { useOverlays } from '@/features/overlays/use-overlays';
import type { Photo } from '../photo-schema';

/**
 * Opens the media overlay in the overlay host when the URL comes to a …/gallery/media/{photo}
 * path (a click in the gallery, a link, a reload, Back). Once open it follows the URL by itself;
 * leaving the /media path clears it with every other overlay, and coming back opens it again.
 */
export function MediaOverlayOpener({
  photos,
  campground,
}: {
  photos: readonly Photo[];
  campground: CommunityCampground;
}) {
  const pathname = usePathname();
  const { openOverlay } = useOverlays();
  const open = useRef(false);
  const onMediaPath = photoIdFromPath(pathname) !== null;

  useEffect(() => {
    if (!onMediaPath) {
      open.current = false;
      return;
    }
    if (open.current) return;
    open.current = true;
    openOverlay('media', { photos, campground });
  }, [onMediaPath, openOverlay, photos, campground]);

  return null;
}
