import Link from 'next/link';
import { mediaPath } from '@/features/community/community-paths';
import type { CommunityCampground } from '@/features/community/community-campground';
import { type Photo, photoAlt } from '../photo-schema';
import styles from './gallery.module.css';

/** Every photo as a thumbnail; each opens the media overlay at its own /media URL. */
export function GalleryGrid({ photos, campground }: { photos: readonly Photo[]; campground: CommunityCampground }) {
  return (
    <ul className={styles.grid} aria-label={`Photos of ${campground.name}`}>
      {photos.map((photo) => (
        <li key={photo.id}>
          <Link href={mediaPath(campground, photo.id)} scroll={false} className={styles.tile}>
            {/* The API serves ready-made 320 px WebP thumbs (local disk or a bucket set at
                deployment); next/image would only resize them again. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={photo.urls.thumb}
              alt={photoAlt(photo, campground.name)}
              width={photo.width}
              height={photo.height}
              loading="lazy"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
