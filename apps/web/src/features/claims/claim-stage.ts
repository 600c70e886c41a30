// Which screen /claim/{slug} shows, from the campground and the claims the API let the viewer
// see (their own; an admin sees every claim, spec section 6).
import { type Claim, isOpenClaim } from './claim-schema';

/** Word for word the API's 409 already-claimed detail; the contest form follows it. */
export const ALREADY_CLAIMED_TEXT =
  'This campground is already claimed by its manager. If you run it, contest the claim: tell us why it is yours, prove it, and we will look into it.';

export const PENDING_TITLE = "We're reviewing your claim";

export type ClaimStage =
  /** No claim of the viewer's: say who you are. */
  | 'about-you'
  /** Started, nothing proved: choose how to verify. */
  | 'verify'
  /** A code went out: type it in. */
  | 'code'
  /** Proved (or a document sent): an admin decides. */
  | 'pending'
  /** The viewer runs it. */
  | 'approved'
  /** Someone else runs it: the contest form (who you are, why it is yours), then verify as a claim. */
  | 'claimed';

/** Methods whose next step is typing a code. */
const CODE_METHODS = new Set(['listed-email', 'listed-phone', 'business-email']);

/**
 * The viewer's claim that matters: an open one first, else the approved one, else the newest
 * closed one (its rejection reason is worth showing beside a fresh start).
 */
export function viewerClaim(claims: readonly Claim[], userId: string): Claim | null {
  const own = claims.filter((claim) => claim.userId === userId);
  const newestFirst = [...own].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
  return (
    newestFirst.find(isOpenClaim) ?? newestFirst.find((claim) => claim.status === 'approved') ?? newestFirst[0] ?? null
  );
}

export function claimStage(campground: { claimed: boolean }, claim: Claim | null): ClaimStage {
  if (claim?.status === 'approved') return 'approved';
  // On a claimed campground only an open contest goes on; a claim left open from before the
  // approval becomes a contest when the form is sent.
  const goesOn = claim !== null && isOpenClaim(claim) && (!campground.claimed || claim.contestsClaimId !== null);
  if (campground.claimed && !goesOn) return 'claimed';
  if (!claim || !isOpenClaim(claim)) return 'about-you';
  if (claim.status === 'pending') return 'pending';
  return claim.verificationMethod && CODE_METHODS.has(claim.verificationMethod) && claim.verificationTargetHint
    ? 'code'
    : 'verify';
}

/** The steps the claimant sees numbered at the top, and which one a stage belongs to. */
export const CLAIM_STEPS = ['About you', 'Verify', 'Review'] as const;

export function stepIndex(stage: ClaimStage): number {
  if (stage === 'about-you' || stage === 'claimed') return 0;
  if (stage === 'verify' || stage === 'code') return 1;
  return 2;
}

/** Campgrounds sharing a slug in several states: the page asks which; `region` picks one. */
export function pickCampground<T extends { regionSlug: string; regionCode: string }>(
  campgrounds: readonly T[],
  region: string | null,
): { chosen: T | null; choices: readonly T[] } {
  if (region) {
    const wanted = region.toLowerCase();
    const chosen =
      campgrounds.find(
        (campground) => campground.regionSlug === wanted || campground.regionCode.toLowerCase() === wanted,
      ) ?? null;
    return { chosen, choices: chosen ? [] : campgrounds };
  }
  if (campgrounds.length === 1) return { chosen: campgrounds[0] ?? null, choices: [] };
  return { chosen: null, choices: campgrounds };
}

/** The /claim/{slug} link; `region` only when the slug alone is ambiguous or known. */
export function claimPath(slug: string, region?: string | null): string {
  const path = `/claim/${encodeURIComponent(slug)}`;
  return region ? `${path}?region=${encodeURIComponent(region)}` : path;
}
