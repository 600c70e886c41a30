import type { MetadataRoute } from 'next';
import { MAP_ACCENT_COLOR, PRODUCT_NAME } from '@campwise/domain';

// The web app manifest: with it the site installs as an app, which is what the app interstitial's
// 'Continue in App' offers (there is no store app).
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description: 'Find, save and book campgrounds across the United States.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f6f5f0',
    theme_color: MAP_ACCENT_COLOR,
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
