// When the app prompts show themselves (spec sections 2 and 9): to phone-width visitors who are
// not in the installed app already, the interstitial at most once per INTERSTITIAL_HIDE_MS, and
// on a campground page otherwise the smaller see-in-app sheet at most once per SEE_IN_APP_HIDE_MS.
// Never over a flow the visitor is in the middle of, nor over an overlay a link opened, and never
// on the page a visit lands on (ADR 0035): a visitor from a search or a shared link reads the
// page they came for first, and a landing page's largest paint stays its own content.

/** Narrower than this, the visitor is on a phone (the spec's one-tap prompt starts at 600). */
export const PHONE_MAX_WIDTH = 599;

// Booking, buying, signing in and running a campground are not interrupted.
const QUIET_PREFIXES = ['/checkout', '/manager', '/admin', '/pro', '/signin', '/signup', '/newsletter', '/password'];
const CAMPGROUND_PAGE = /^\/camping\/[^/]+\/[^/]+\/?$/;

export interface PromptSituation {
  pathname: string;
  /** An overlay named in the URL is opening. */
  linkedOverlay: boolean;
  phone: boolean;
  installedApp: boolean;
  interstitialHidden: boolean;
  seeInAppHidden: boolean;
  /** Pages this tab has shown in this visit, the current one included (1 on the landing page). */
  pagesThisVisit: number;
}

export function appPromptToShow(situation: PromptSituation): 'interstitial-modal' | 'see-in-app' | null {
  const { pathname } = situation;
  if (!situation.phone || situation.installedApp || situation.linkedOverlay) return null;
  if (situation.pagesThisVisit < 2) return null;
  if (QUIET_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return null;
  if (!situation.interstitialHidden) return 'interstitial-modal';
  if (CAMPGROUND_PAGE.test(pathname) && !situation.seeInAppHidden) return 'see-in-app';
  return null;
}
