// When a filled ad slot asks for a new ad (decision 0020): after a navigation that
// kept the slot on screen, once it has been in view (within the lazy-load margin) for
// AD_REFRESH_MS. Never on a timer while the visitor reads, never while it is out of view.
import { AD_REFRESH_MS } from '@campwise/domain';

export interface RefreshSchedule {
  /** The slot came within the margin (true) or left it (false). */
  visible(near: boolean): void;
  /** The page's address changed while the slot stayed mounted. */
  navigated(): void;
  /** Stops any pending refresh (the slot went away). */
  stop(): void;
}

export function createRefreshSchedule(
  onRefresh: () => void,
  delayMs: number = AD_REFRESH_MS,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): RefreshSchedule {
  let near = false;
  let filled = false;
  let stale = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const cancel = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const arm = () => {
    if (!near || !stale || timer !== null) return;
    timer = timers.setTimeout(() => {
      timer = null;
      stale = false;
      onRefresh();
    }, delayMs);
  };

  return {
    visible(isNear) {
      near = isNear;
      // The first time in view is the slot's first fill, not a refresh.
      if (near) filled = true;
      if (near) arm();
      else cancel();
    },
    navigated() {
      if (!filled) return;
      stale = true;
      // A second navigation within the delay starts it again: one request for the page that stays.
      cancel();
      arm();
    },
    stop: cancel,
  };
}
