import Link from 'next/link';
import { permanentRedirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AddPhotosButton } from '@/features/photos/components/add-photos-button';
import { GalleryGrid } from '@/features/photos/components/gallery-grid';
import { MediaOverlayOpener } from '@/features/photos/components/media-overlay-opener';
import { listCampgroundPhotos } from '@/features/photos/photos-api.server';
import { CampgroundSubpageBreadcrumbs } from '@/features/reviews/components/review-breadcrumbs';
import { communityCampground } from '@/features/community/community-campground';
import { loadCampgroundContext } from '@/features/campgrounds/campground-context.server';
import { DemoInventoryNotice } from '@/features/sites/components/demo-inventory-notice';
import { galleryPath, reviewsPath } from '@/features/community/community-paths';
import { campgroundPath } from '@/lib/camping-paths';
import { formatCount } from '@/lib/format';
import styles from '@/features/photos/components/gallery.module.css';

interface GalleryLayoutProps {
  params: Promise<{ region: string; campground: string }>;
  children: ReactNode;
}

/**
 * The gallery lives in the layout so that it stays mounted while the URL moves between /gallery
 * and /gallery/media/{photo}; the media overlay, opened in the overlay host for a /media path,
 * follows the URL instead of being rebuilt and stays open from photo to photo as the spec wants.
 */
export default async function GalleryLayout({ params, children }: GalleryLayoutProps) {
  const { region, campground: slug } = await params;
  const { campground, stateName, isCanonicalUrl } = await loadCampgroundContext(region, slug);
  if (!isCanonicalUrl) permanentRedirect(galleryPath(campground));
  const photos = await listCampgroundPhotos(campground.id);
  const shown = communityCampground(campground);

  return (
    <div className="page">
      <CampgroundSubpageBreadcrumbs campground={campground} stateName={stateName} trail={[{ label: 'Photos' }]} />
      <header className={styles.header}>
        <h1 className={styles.title}>Photos of {campground.name}</h1>
        <p className={styles.count}>{formatCount(photos.length, 'photo')} from campers</p>
        <ul className={styles.links}>
          <li>
            <Link href={campgroundPath(campground)}>About this campground</Link>
          </li>
          <li>
            <Link href={reviewsPath(campground)}>Reviews</Link>
          </li>
        </ul>
        <AddPhotosButton campgroundId={campground.id} campgroundName={campground.name} />
      </header>
      {campground.demoInventory && <DemoInventoryNotice />}
      {photos.length > 0 ? (
        <GalleryGrid photos={photos} campground={shown} />
      ) : (
        <p className={styles.empty}>No photos yet. Be the first: add photos, or write a review with them.</p>
      )}
      {children}
      <MediaOverlayOpener photos={photos} campground={shown} />
    </div>
  );
}
