import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPhoto } from '@/features/photos/photos-api.server';
import { loadCampgroundContext } from '@/features/campgrounds/campground-context.server';
import { mediaPath } from '@/features/community/community-paths';

interface MediaPageProps {
  params: Promise<{ region: string; campground: string; photo: string }>;
}

/** The photo, when it is a visible photo of this campground; the not-found page otherwise. */
async function load(params: MediaPageProps['params']) {
  const { region, campground: slug, photo: photoId } = await params;
  if (!/^[1-9][0-9]{0,9}$/.test(photoId)) notFound();
  const { campground } = await loadCampgroundContext(region, slug);
  const { photo, campgroundId } = await getPhoto(photoId);
  if (campgroundId !== campground.id) notFound();
  return { campground, photo };
}

export async function generateMetadata({ params }: MediaPageProps): Promise<Metadata> {
  const { campground, photo } = await load(params);
  const title = `Photo of ${campground.name} by ${photo.authorName}`;
  return {
    title,
    description: photo.caption ?? `A camper's photo of ${campground.name}.`,
    alternates: { canonical: mediaPath(campground, photo.id) },
    openGraph: { title, images: [{ url: photo.urls.large, width: photo.width, height: photo.height }] },
  };
}

/**
 * The gallery layout draws the grid and opens the media overlay for this URL; the page checks
 * that the photo exists (a 404 otherwise) and gives the URL its own title and share image.
 */
export default async function MediaPage({ params }: MediaPageProps) {
  await load(params);
  return null;
}
