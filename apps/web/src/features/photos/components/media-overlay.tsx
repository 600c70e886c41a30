'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useOverlayPresence } from '@/lib/overlays/overlay-presence';
import { wrapTabFocus } from '@/components/ui/focus-trap';
import { formatLongDate } from '@/lib/calendar-dates';
import { galleryPath, mediaPath, photoIdFromPath } from '@/features/community/community-paths';
import type { CommunityCampground } from '@/features/community/community-campground';
import { ReportButton } from '@/features/moderation/components/report-button';
import { ShareButton } from '@/features/sharing/components/share-button';
import { neighbours } from '../photo-neighbours';
import { type Photo, photoAlt } from '../photo-schema';
import styles from './media-overlay.module.css';

export interface MediaOverlayProps {
  photos: readonly Photo[];
  campground: CommunityCampground;
}

/**
 * The media overlay: one photo large with its caption and author, previous/next, Escape or the
 * close button to leave. The overlay host shows it (opened by MediaOverlayOpener when the URL is
 * …/gallery/media/{photo}) and keeps it open while the URL moves from photo to photo, as the
 * spec keeps overlays open on /media paths; leaving the /media path clears it like any overlay.
 */
export function MediaOverlay({ photos, campground }: MediaOverlayProps & { onClose: () => void }) {
  const pathname = usePathname();
  const router = useRouter();
  const presence = useOverlayPresence();
  const openId = photoIdFromPath(pathname);
  const openIndex = openId === null ? -1 : photos.findIndex((photo) => photo.id === openId);
  // The URL leaves the /media path a moment before the host clears the overlay: the photo last
  // shown stays until then.
  const [shownIndex, setShownIndex] = useState(openIndex);
  if (openIndex >= 0 && shownIndex !== openIndex) setShownIndex(openIndex);

  const photo = photos[shownIndex];
  if (presence?.leaving || !photo) return null;
  const { previous, next } = neighbours(photos, shownIndex);
  return (
    <OverlayDialog
      photo={photo}
      position={`${shownIndex + 1} of ${photos.length}`}
      active={presence?.active ?? true}
      campground={campground}
      previousHref={previous ? mediaPath(campground, previous.id) : null}
      nextHref={next ? mediaPath(campground, next.id) : null}
      // The URL closes it: back on the gallery's path, the host clears its overlays.
      onClose={() => router.push(galleryPath(campground), { scroll: false })}
      onStep={(href) => router.replace(href, { scroll: false })}
    />
  );
}

interface OverlayDialogProps {
  photo: Photo;
  position: string;
  active: boolean;
  campground: CommunityCampground;
  previousHref: string | null;
  nextHref: string | null;
  onClose: () => void;
  onStep: (href: string) => void;
}

function OverlayDialog({
  photo,
  position,
  active,
  campground,
  previousHref,
  nextHref,
  onClose,
  onStep,
}: OverlayDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  // A modal <dialog> makes the gallery behind it inert and keeps Tab inside.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    return () => {
      document.documentElement.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Keys pressed in the share or report overlay (opened above this one) are theirs.
    if (event.target instanceof Element && event.target.closest('dialog') !== event.currentTarget) return;
    wrapTabFocus(event, event.currentTarget);
    if (event.key === 'ArrowLeft' && previousHref) onStep(previousHref);
    else if (event.key === 'ArrowRight' && nextHref) onStep(nextHref);
    else return;
    event.preventDefault();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.overlay}
      data-active={active ? '' : undefined}
      aria-modal="true"
      aria-label={`Photo ${position} of ${campground.name}`}
      onCancel={(event) => {
        // Escape: the URL closes the overlay, so leave the dialog to it.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.bar}>
        <span className={styles.position}>{position}</span>
        <div className={styles.actions}>
          <ShareButton
            target={{ kind: 'photo', title: campground.name, url: mediaPath(campground, photo.id) }}
            variant="icon"
          />
          <ReportButton target={{ type: 'photo', id: photo.id, name: `Photo by ${photo.authorName}` }} variant="icon" />
          <button type="button" className={styles.iconButton} aria-label="Close" onClick={onClose}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      <figure className={styles.figure}>
        {/* Ready-made WebP sizes from the API; the browser picks one for the screen. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          key={photo.id}
          src={photo.urls.large}
          srcSet={`${photo.urls.medium} 960w, ${photo.urls.large} 2048w`}
          sizes="100vw"
          alt={photoAlt(photo, campground.name)}
          className={styles.image}
        />
        <figcaption className={styles.caption}>
          {photo.caption && <p className={styles.captionText}>{photo.caption}</p>}
          <p className={styles.credit}>
            Photo by {photo.authorName} · <time dateTime={photo.createdAt}>{formatLongDate(photo.createdAt)}</time>
          </p>
        </figcaption>
      </figure>
      {previousHref && (
        <Link href={previousHref} replace scroll={false} className={`${styles.step} ${styles.previous}`}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">Previous photo</span>
        </Link>
      )}
      {nextHref && (
        <Link href={nextHref} replace scroll={false} className={`${styles.step} ${styles.next}`}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">Next photo</span>
        </Link>
      )}
    </dialog>
  );
}
