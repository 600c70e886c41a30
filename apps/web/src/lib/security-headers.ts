// The headers besides the Content-Security-Policy that every answer of the web server carries
// (docs/decisions/0024-security-headers.md).
import { HSTS_VALUE } from '@campwise/domain';

// The visitor's location may be asked for by this origin's own pages only, never by a frame (an
// ad's, a payment provider's); the site uses no camera, microphone or motion sensors. Payment
// (the wallet button) only runs in Stripe's frame, so it is granted there when Stripe is configured.
function permissionsPolicy(stripe: boolean): string {
  return [
    'accelerometer=()',
    'camera=()',
    'display-capture=()',
    'geolocation=(self)',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    stripe ? 'payment=(self "https://js.stripe.com")' : 'payment=()',
    'usb=()',
  ].join(', ');
}

export interface SecurityHeaderOptions {
  /** Stripe is configured: its frame may use the Payment Request API. */
  stripe: boolean;
  /** The request reached the site over https (HSTS is meaningless, and ignored, over http). */
  https: boolean;
}

export function securityHeaders({ stripe, https }: SecurityHeaderOptions): Record<string, string> {
  return {
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissionsPolicy(stripe),
    ...(https ? { 'strict-transport-security': HSTS_VALUE } : {}),
  };
}

/**
 * Whether the browser reached the site over https: the public address says so, or the reverse
 * proxy in front does (X-Forwarded-Proto). A visitor who fakes the header gains nothing: a
 * browser ignores HSTS on an http answer.
 */
export function servedOverHttps(publicWebUrl: string, forwardedProto: string | null): boolean {
  if (publicWebUrl.startsWith('https:')) return true;
  return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}
