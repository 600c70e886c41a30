'use client';

// The listing editor's photos: the campground's newest photos and "Add photos", which opens the
// same add-photos overlay campers use (a manager uploads like any member).
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { LaunchButton } from '@/components/ui/launch-button';
import { useOverlays } from '@/features/overlays/use-overlays';
import { errorMessages } from '@/lib/api-client';
import { campgroundPath } from '@/lib/camping-paths';
import { signedInApiClient } from '@/lib/session-api-client';
import { listListingPhotos } from '../manager-api';
import type { ListingPhoto, ManagedCampground } from '../manager-records';
import styles from './manager.module.css';

const SHOWN = 12;

export function ListingPhotos({ campground }: { campground: ManagedCampground }) {
  const { openOverlay } = useOverlays();
  const [photos, setPhotos] = useState<{ photos: ListingPhoto[]; total: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    let live = true;
    signedInApiClient()
      .then((client) => listListingPhotos(client, campground.id, SHOWN))
      .then(
        (loaded) => {
          if (!live) return;
          setErrors([]);
          setPhotos(loaded);
        },
        (error: unknown) => live && setErrors(errorMessages(error)),
      );
    return () => {
      live = false;
    };
  }, [campground.id, version]);

  return (
    <section className={styles.card} aria-labelledby="photos-heading" data-testid="listing-photos">
      <h2 id="photos-heading" className={styles.cardTitle}>
        Photos
      </h2>
      <p className={styles.note}>
        The gallery on your page. Photos you add show there at once, with your name, like any member&apos;s.
      </p>
      <FormAlert tone="error" messages={errors} />
      {photos === null && errors.length === 0 && <p className={styles.note}>Loading photos…</p>}
      {photos?.total === 0 && <p className={styles.note}>No photos yet.</p>}
      {photos && photos.total > 0 && (
        <>
          <ul className={styles.photos} aria-label={`Photos of ${campground.name}`}>
            {photos.photos.map((photo) => (
              <li key={photo.id}>
                {/* The API serves ready-made 320 px thumbs; next/image would only resize them again. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={photo.urls.thumb}
                  alt={photo.caption ?? `Photo of ${campground.name}`}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
          <p className={styles.note}>
            {photos.total === 1 ? '1 photo' : `${photos.total} photos`} ·{' '}
            <Link href={`${campgroundPath(campground)}/gallery`} prefetch={false}>
              See the gallery
            </Link>
          </p>
        </>
      )}
      <LaunchButton
        label="Add photos"
        onLaunch={(notify) =>
          openOverlay('add-photos', {
            campgroundId: campground.id,
            campgroundName: campground.name,
            onDone: (count: number) => {
              notify(count === 1 ? 'Your photo is in the gallery.' : `Your ${count} photos are in the gallery.`);
              reload();
            },
          })
        }
      />
    </section>
  );
}
