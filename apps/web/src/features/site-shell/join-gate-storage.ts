// The join gate's stored client data: the campground pages looked at lately (paths and times,
// at most a handful, kept for JOIN_GATE_WINDOW_MS); its hide-until time is in lib/hide-until.
import type { KeyValueStorage } from '@/lib/browser-storage';
import { type CampgroundView, parseViews } from './join-gate-rules';

const VIEWS_KEY = 'join-gate:views';

export function readViews(storage: KeyValueStorage | null): CampgroundView[] {
  return parseViews(storage?.getItem(VIEWS_KEY) ?? null);
}

export function writeViews(storage: KeyValueStorage | null, views: readonly CampgroundView[]): void {
  try {
    if (views.length) storage?.setItem(VIEWS_KEY, JSON.stringify(views));
    else storage?.removeItem(VIEWS_KEY);
  } catch {
    // Storage full or refused: the gate counts from zero again, which is all that is lost.
  }
}
