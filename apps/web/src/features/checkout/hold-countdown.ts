// The hold countdown (issue 13): how long a draft still holds its site, from hold-expires-at.

/** Whole seconds left until `expiresAt` at `now`; 0 once it has passed; null with no hold. */
export function secondsLeft(expiresAt: string | null, now: number): number | null {
  if (!expiresAt) return null;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** m:ss, e.g. 581 → '9:41'; an hour or more → h:mm:ss. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

export function holdText(seconds: number): string {
  return `Your site is held for ${formatCountdown(seconds)}`;
}

export const HOLD_EXPIRED_TEXT = 'Your hold on this site has expired. The site may be booked by someone else now.';
