// The claim-success overlay shows once per approved claim: the first visit after the approval.
// Which claims it has celebrated is kept in local storage; without storage it shows once per page.
import type { KeyValueStorage } from '@/lib/browser-storage';

export const CLAIM_SUCCESS_KEY = 'claim-success-shown';

export function shownClaimIds(storage: KeyValueStorage | null): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CLAIM_SUCCESS_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** The first approved claim the overlay has not celebrated yet. */
export function claimToCelebrate<T extends { id: string; status: string }>(
  claims: readonly T[],
  shown: ReadonlySet<string>,
): T | null {
  return claims.find((claim) => claim.status === 'approved' && !shown.has(claim.id)) ?? null;
}

export function rememberClaimShown(storage: KeyValueStorage | null, claimId: string): void {
  const shown = shownClaimIds(storage);
  shown.add(claimId);
  try {
    storage?.setItem(CLAIM_SUCCESS_KEY, JSON.stringify([...shown]));
  } catch {
    // Storage full or refused: the overlay may show again next time, which is harmless.
  }
}
