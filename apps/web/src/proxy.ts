// Runs before every request the web server answers, for two jobs.
// 1. Security headers on every answer: pages, 404s, errors, static files and forwarded API calls
//    (docs/decisions/0024-security-headers.md). A page's Content-Security-Policy carries a fresh
//    nonce; Next.js reads it from the request's copy of the header and puts it on its scripts.
// 2. Forwards the browser's same-origin API calls (/api/v6/*, /api/basemap/*, /api/autocomplete,
//    /api/edge/*) to the API, and the photo files it serves from local storage (/api/photos/*),
//    whose URLs the API gives as paths on its own origin. A proxy rather than next.config rewrites:
//    rewrites are frozen into the build, while the API's address (API_URL) is a start-up setting:
//    tests and deployments start it on other ports.
import { API_CONTENT_SECURITY_POLICY } from '@campwise/domain';
import { NextResponse, type NextRequest } from 'next/server';
import { serverConfig } from '@/lib/config.server';
import { contentSecurityPolicy } from '@/lib/content-security-policy';
import { securityHeaders, servedOverHttps } from '@/lib/security-headers';

// Each path and everything under it.
const FORWARDED_TO_API = [
  '/api/v6',
  '/api/basemap',
  '/api/autocomplete',
  '/api/edge',
  '/api/photos',
  // The local test card processor (only answers when Stripe is not configured) and PRO map layers.
  '/api/local-payments',
  '/api/map-layers',
];

// What `next build` emits: hashed scripts, styles, fonts and images. Never a page, never a worker
// (MapLibre's worker is served from /maplibre-gl-worker.mjs and keeps the page policy).
const BUILT_ASSETS = '/_next/static/';

function forwardedToApi(pathname: string): boolean {
  return FORWARDED_TO_API.some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  let response: NextResponse;
  let policy: string;
  if (forwardedToApi(pathname)) {
    response = NextResponse.rewrite(new URL(`${pathname}${search}`, serverConfig.apiUrl));
    policy = API_CONTENT_SECURITY_POLICY;
  } else if (pathname.startsWith(BUILT_ASSETS)) {
    // A script or stylesheet runs under its page's policy; its own is read only if it is opened
    // as a document, where nothing should run. The API's short policy says so, where the page's
    // (about 700 bytes) would be sent again with each of a page's dozen scripts: issue 17's weight.
    response = NextResponse.next();
    policy = API_CONTENT_SECURITY_POLICY;
  } else {
    policy = contentSecurityPolicy(serverConfig, {
      nonce: newNonce(),
      development: process.env.NODE_ENV === 'development',
    });
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set('content-security-policy', policy);
    response = NextResponse.next({ request: { headers: requestHeaders } });
  }
  response.headers.set('content-security-policy', policy);
  const https = servedOverHttps(serverConfig.publicWebUrl, request.headers.get('x-forwarded-proto'));
  for (const [name, value] of Object.entries(securityHeaders({ stripe: serverConfig.apiServices.stripe, https }))) {
    response.headers.set(name, value);
  }
  return response;
}

export const config = {
  // Every path: the headers belong on static files and Next's own answers too.
  matcher: '/:path*',
};
