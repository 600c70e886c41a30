// The basemap's per-address limits on work (basemap-rate-limit.ts), read from the environment in
// app-config.ts. Cached answers and 304s never count: many users may share one address.
export interface BasemapConfig {
  /** Map pictures drawn for one client address a minute (BASEMAP_PICTURES_PER_ADDRESS_PER_MINUTE). */
  basemapPicturesPerAddressPerMinute: number;
  /** Tiles cut for one client address a minute (BASEMAP_TILES_PER_ADDRESS_PER_MINUTE). */
  basemapTilesPerAddressPerMinute: number;
}
