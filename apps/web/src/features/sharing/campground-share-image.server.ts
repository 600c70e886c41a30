// The picture a shared campground link unfurls with: its newest visible photo. Best effort:
// the page must render whatever the photos API does, so every failure is "no picture".
import { z } from 'zod';
import { getCollection } from '@/lib/api-client.server';
import { serverConfig } from '@/lib/config.server';
import type { ShareImage } from './share-metadata';

// Unfurling is a nicety; a slow photos API must not hold up the page's head.
const PHOTO_LOOKUP_TIMEOUT_MS = 1500;

const photoAttributesSchema = z.object({
  caption: z.string().nullish(),
  width: z.number(),
  height: z.number(),
  urls: z.object({ large: z.string().optional(), medium: z.string().optional() }),
});

/** Storage may answer site paths (/api/photos/...); crawlers need absolute URLs. */
function absolute(url: string): string {
  return new URL(url, serverConfig.publicWebUrl).toString();
}

export async function campgroundShareImage(campgroundId: string, campgroundName: string): Promise<ShareImage | null> {
  try {
    // As every other campground read, uncached: a photo just hidden by a moderator must not linger.
    const document = await getCollection(
      `/campgrounds/${encodeURIComponent(campgroundId)}/photos`,
      { 'page[size]': 1 },
      { notFoundPage: false, signal: AbortSignal.timeout(PHOTO_LOOKUP_TIMEOUT_MS) },
    );
    const parsed = photoAttributesSchema.safeParse(document.data[0]?.attributes);
    if (!parsed.success) return null;
    const { urls, width, height, caption } = parsed.data;
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
