// Who sees ads: everyone but PRO members (an ad-free site is part of what they pay for). Either
// sign counts: the session's pro flag, or the PRO marker cookie that is there before the session
// has loaded; a stale cookie costs a free visitor an ad, never a member their ad-free page.
export interface AdViewer {
  /** The session says PRO (null while it is still loading in the browser). */
  sessionPro: boolean | null;
  /** The {product}-pro-user cookie is set. */
  proCookie: boolean;
}

export function showsAds(viewer: AdViewer): boolean {
  return viewer.sessionPro !== true && !viewer.proCookie;
}
