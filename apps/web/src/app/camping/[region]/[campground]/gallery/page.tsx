import type { Metadata } from 'next';
import { loadCampgroundContext } from '@/features/campgrounds/campground-context.server';
import { galleryPath } from '@/features/community/community-paths';

interface GalleryPageProps {
  params: Promise<{ region: string; campground: string }>;
}

export async function generateMetadata({ params }: GalleryPageProps): Promise<Metadata> {
  const { region, campground: slug } = await params;
  const { campground } = await loadCampgroundContext(region, slug);
  return {
    title: `Photos of ${campground.name}`,
    description: `Campers' photos of ${campground.name}: sites, views and facilities.`,
    alternates: { canonical: galleryPath(campground) },
  };
}

/** The grid is drawn by the gallery layout (shared with the media overlay's URLs); this route adds its metadata. */
export default function GalleryPage() {
  return null;
}
