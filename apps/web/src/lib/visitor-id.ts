// The first-party anonymous visitor id (a cookie): what ties a visitor's analytics events
// together before and after they sign up, so the funnel and the experiments count visitors.
import { generateId, GENERATED_ID_PATTERN } from '@campwise/domain';

export const VISITOR_COOKIE = 'campwise-visitor';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function visitorIdFromCookies(cookieHeader: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== VISITOR_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    return GENERATED_ID_PATTERN.test(value) ? value : null;
  }
  return null;
}

/** Browser only: the stored id, or a new one stored for a year. */
export function visitorId(): string {
  const known = visitorIdFromCookies(document.cookie);
  if (known) return known;
  const id = generateId('visitor');
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  return id;
}
