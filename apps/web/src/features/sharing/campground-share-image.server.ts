// The picture a shared campground link unfurls with: its newest visible photo. Best effort:
// the page must render whatever the photos API does, so every failure is "no picture".
import { API_BASE_PATH, JSON_API_MEDIA_TYPE } from '@campwise/domain';
import { z } from 'zod';
import { serverConfig } from '@/lib/config.server';
import type { ShareImage } from './share-metadata';

// Unfurling is a nicety; a slow photos API must not hold up the page's head.
const PHOTO_LOOKUP_TIMEOUT_MS = 1500;

const photoListSchema = z.object({
  data: z.array(
    z.object({
      attributes: z.object({
        caption: z.string().nullish(),
        width: z.number(),
        height: z.number(),
        urls: z.object({ large: z.string().optional(), medium: z.string().optional() }),
      }),
    }),
  ),
});

/** Storage may answer site paths (/api/photos/...); crawlers need absolute URLs. */
function absolute(url: string): string {
  return new URL(url, serverConfig.publicWebUrl).toString();
}

export async function campgroundShareImage(campgroundId: string, campgroundName: string): Promise<ShareImage | null> {
  try {
    const url = new URL(`${API_BASE_PATH}/campgrounds/${encodeURIComponent(campgroundId)}/photos`, serverConfig.apiUrl);
    url.searchParams.set('page[size]', '1');
    const response = await fetch(url, {
      headers: { Accept: JSON_API_MEDIA_TYPE },
      // As every other campground read: a photo just hidden by a moderator must not linger.
      cache: 'no-store',
      signal: AbortSignal.timeout(PHOTO_LOOKUP_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const parsed = photoListSchema.safeParse(await response.json());
    const photo = parsed.success ? parsed.data.data[0] : undefined;
    if (!photo) return null;
    const { urls, width, height, caption } = photo.attributes;
    const alt = caption?.trim() || `Photo of ${campgroundName}`;
    // The large variant is at most 2048 px on its longest side, never upscaled.
    if (urls.large) return { url: absolute(urls.large), ...scaledSize(width, height, 2048), alt };
    return urls.medium ? { url: absolute(urls.medium), alt } : null;
  } catch {
    return null;
  }
}

function scaledSize(width: number, height: number, longest: number): { width: number; height: number } {
  const scale = Math.min(1, longest / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
