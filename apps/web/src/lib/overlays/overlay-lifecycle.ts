// The overlay's life cycle from the spec (section 4): shown, it is added inactive and becomes
// active on the next tick (so its transition runs); dismissed, it turns inactive and is removed
// OVERLAY_REMOVAL_MS later. The overlay host's stack steps every overlay by it.
import { OVERLAY_REMOVAL_MS } from '@campwise/domain';

export type OverlayPhase = 'removed' | 'mounted' | 'active' | 'leaving';

export interface OverlayStep {
  phase: OverlayPhase;
  /** Run `next` after this many ms (0: next tick); null: stay. */
  after: number | null;
  next: OverlayPhase | null;
}

/** Where the overlay goes when the URL asks for it open (`wanted`) or closed. */
export function overlayStep(phase: OverlayPhase, wanted: boolean): OverlayStep {
  if (wanted) {
    if (phase === 'removed' || phase === 'leaving') return { phase: 'mounted', after: 0, next: 'active' };
    if (phase === 'mounted') return { phase, after: 0, next: 'active' };
    return { phase, after: null, next: null };
  }
  if (phase === 'active' || phase === 'mounted')
    return { phase: 'leaving', after: OVERLAY_REMOVAL_MS, next: 'removed' };
  if (phase === 'leaving') return { phase, after: OVERLAY_REMOVAL_MS, next: 'removed' };
  return { phase, after: null, next: null };
}
