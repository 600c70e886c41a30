// Per-address limits on the work behind the basemap's public routes: a map picture not drawn yet
// and a tile not cut yet cost CPU, and any point or tile may be asked for, so a crawler could keep
// a process busy. Only that work counts (the routes take a slot just before drawing or cutting):
// a picture in the route's cache, a tile in the tile set's cache and a 304 cost next to nothing
// and never count. Many real users share one address (a mobile carrier's CGNAT, a campus's or a
// campground's wifi) and the map is nothing without its tiles: counting every request would
// blank the map for a few people panning behind one address, while counting work lets them have
// whatever anyone has already caused for free. The limits' policy, window arithmetic and 429 are
// those of every other limit (rate-limits/), counted in the process's memory
// (memory-rate-limit.ts: the database's per-request transaction and key lock would queue a map's
// parallel tile requests). Keyed by client address (request.ip: X-Forwarded-For from trusted
// proxies only, so the browser's address behind the web server's /api forwarding, not the web
// server's own).
//
// The defaults (config.ts), against what one person can cause when everything they see is new to
// the process (browsers keep pictures and tiles a day, so a page seen again asks for none):
// - Pictures, 240 drawn a minute: a list page shows at most 24 card pictures (a state or "near"
//   page), the search panel 20 thumbnails, all loaded at once (Chrome's lazy-loading distance
//   covers the panel), and each map move may bring 20 new ones: 240 is ten fresh pages or a dozen
//   moves with all-new results in a minute, with room for a few people behind one address.
// - Tiles, 1,200 cut a minute: MapLibre asks for 512-pixel tiles, about 12 for a 1280×800 view, 20
//   at 1920×1080 and 50 on a 4K screen, and a full set again at each zoom it passes: a minute of
//   steady panning and zooming at 1080p asks for some 300–500, all of them cut only where no one
//   has looked since the process started; 1,200 leaves room for a big screen or a few people
//   exploring different places behind one address, while a crawler walking the grid is held to
//   20 cuts a second.
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { createMemoryRateLimiter } from '../../rate-limits/memory-rate-limit.ts';
import type { RateLimitPolicy } from '../../rate-limits/rate-limit-window.ts';

export type BasemapLimited = 'pictures' | 'tiles';

export const BASEMAP_RATE_LIMIT_MESSAGES: Record<BasemapLimited, string> = {
  pictures: 'Too many new map pictures asked for from this address; try again in a minute.',
  tiles: 'Too many new map tiles asked for from this address; try again in a minute.',
};

function policyOf(config: AppContext['config'], kind: BasemapLimited): RateLimitPolicy {
  const limit =
    kind === 'pictures' ? config.basemapPicturesPerAddressPerMinute : config.basemapTilesPerAddressPerMinute;
  return { limit, windowSeconds: 60 };
}

/** Takes one of the address's slots for a picture to draw or a tile to cut, or throws 429 with Retry-After. */
export type BasemapRateLimit = (ip: string) => void;

/** One limit of `kind`, counted for the app it is made for. */
export function createBasemapRateLimit(
  { config, clock }: Pick<AppContext, 'config' | 'clock'>,
  kind: BasemapLimited,
): BasemapRateLimit {
  const limiter = createMemoryRateLimiter(policyOf(config, kind));
  return (ip) => {
    const decision = limiter.reserve(ip, clock());
    if (!decision.allowed) throw AppError.rateLimited(BASEMAP_RATE_LIMIT_MESSAGES[kind], decision.retryAfterSeconds);
  };
}
