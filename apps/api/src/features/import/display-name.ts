// Display names: the sources write names in ALL CAPS ("SUGAR LOAF"), all lower case, or with
// every small word capitalised ("Black Canyon Of The Gunnison"); normaliseNameCase fixes those
// (docs/decisions/0031-name-case-and-connectivity.md).
import { normaliseNameCase } from '@campwise/domain';

const STATE_SUFFIX = /\s*\([A-Z]{2}\)\s*$/;

/**
 * The name as we display it: trimmed, cased by normaliseNameCase, and RIDB's trailing "(CA)"
 * state tag dropped (RIDB needs it to tell apart same-named places nationwide; our pages are per state).
 */
export function displayName(raw: string): string {
  const trimmed = raw.replace(/\s+/g, ' ').trim();
  const withoutState = trimmed.replace(STATE_SUFFIX, '').trim() || trimmed;
  return normaliseNameCase(withoutState);
}
