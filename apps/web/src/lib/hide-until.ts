// Hide-until timestamps (spec section 3, "stored client data"): a dismissed prompt writes the
// moment it may show again into local storage, so it stays away across reloads and tabs.
import type { KeyValueStorage } from './browser-storage';

export type HiddenPrompt = 'interstitial' | 'see-in-app' | 'join-gate';

function key(prompt: HiddenPrompt): string {
  return `hide-until:${prompt}`;
}

/** True while the prompt's hide-until time is in the future; no storage or no value: not hidden. */
export function isHidden(storage: KeyValueStorage | null, prompt: HiddenPrompt, now: number): boolean {
  const until = Number(storage?.getItem(key(prompt)) ?? Number.NaN);
  return Number.isFinite(until) && until > now;
}

/** Hides the prompt for `forMs` from `now`. */
export function hideFor(storage: KeyValueStorage | null, prompt: HiddenPrompt, now: number, forMs: number): void {
  try {
    storage?.setItem(key(prompt), String(now + forMs));
  } catch {
    // Storage full or refused: the prompt may come back, which is all that is lost.
  }
}
