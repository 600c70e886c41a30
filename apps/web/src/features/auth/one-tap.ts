// When to offer Google one-tap (spec section 2): to signed-out visitors, not on mobile, in a
// window at least ONE_TAP_MIN_WIDTH wide, and only when a Google client id is configured.
import { ONE_TAP_MIN_WIDTH } from '@campwise/domain';

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

export interface OneTapContext {
  clientId: string | null;
  status: 'loading' | 'authenticated' | 'unauthenticated';
  windowWidth: number;
  /** matchMedia('(pointer: coarse)'): a touch screen as the main pointer. */
  coarsePointer: boolean;
  userAgent: string;
  pathname: string;
}

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Mobi/i;

export function shouldOfferOneTap(context: OneTapContext): boolean {
  if (!context.clientId || context.status !== 'unauthenticated') return false;
  if (context.windowWidth < ONE_TAP_MIN_WIDTH) return false;
  if (context.coarsePointer || MOBILE_USER_AGENT.test(context.userAgent)) return false;
  // The provider popup's own pages are mid-sign-in already.
  return !context.pathname.startsWith('/signin/');
}
