// Forwards the browser's same-origin API calls (/api/v6/*, /api/basemap/*, /api/autocomplete,
// /api/edge/*) to the API, and the photo files it serves from local storage (/api/photos/*),
// whose URLs the API gives as paths on its own origin.
// A proxy rather than next.config rewrites: rewrites are frozen into the build, while the API's
// address (API_URL) is a start-up setting: tests and deployments start it on other ports.
import { NextResponse, type NextRequest } from 'next/server';
import { serverConfig } from '@/lib/config.server';

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  return NextResponse.rewrite(new URL(`${pathname}${search}`, serverConfig.apiUrl));
}

export const config = {
  matcher: [
    '/api/v6/:path*',
    '/api/basemap/:path*',
    '/api/autocomplete',
    '/api/autocomplete/:path*',
    '/api/edge/:path*',
    '/api/photos/:path*',
    // The local test card processor (only answers when Stripe is not configured) and PRO map layers.
    '/api/local-payments/:path*',
    '/api/map-layers/:path*',
  ],
};
