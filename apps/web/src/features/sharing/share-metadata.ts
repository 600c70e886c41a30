// Open Graph and Twitter card tags for a shared page, so links pasted into chats and social
// posts unfurl with the page's title, summary and (when there is one) a large photo.
import { PRODUCT_NAME } from '@campwise/domain';
import type { Metadata } from 'next';

export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

export interface SharePage {
  title: string;
  description: string;
  /** Absolute URL of the canonical page. */
  url: string;
  image: ShareImage | null;
  /** og:type: "website" unless said otherwise (a review is an "article"). */
  type?: 'website' | 'article';
}

/** A page's openGraph replaces the layout's, so the site-wide members are repeated here. */
export function shareMetadata(page: SharePage): Pick<Metadata, 'openGraph' | 'twitter'> {
  const images = page.image ? [page.image] : undefined;
  return {
    openGraph: {
      title: page.title,
      description: page.description,
      url: page.url,
      type: page.type ?? 'website',
      siteName: PRODUCT_NAME,
      locale: 'en_US',
      ...(images ? { images } : {}),
    },
    twitter: {
      // A large card only makes sense with a picture to fill it.
      card: page.image ? 'summary_large_image' : 'summary',
      title: page.title,
      description: page.description,
      ...(page.image ? { images: [{ url: page.image.url, alt: page.image.alt }] } : {}),
    },
  };
}

/** A camper's photo (its large variant, at most 2048 px on the longest side) as a share image. */
export function photoShareImage(
  photo: { caption: string | null; width: number; height: number; urls: { large: string } },
  fallbackAlt: string,
  origin: string,
): ShareImage {
  const scale = Math.min(1, 2048 / Math.max(photo.width, photo.height, 1));
  return {
    // Storage may answer site paths (/api/photos/...); crawlers need absolute URLs.
    url: new URL(photo.urls.large, origin).toString(),
    width: Math.round(photo.width * scale),
    height: Math.round(photo.height * scale),
    alt: photo.caption?.trim() || fallbackAlt,
  };
}
