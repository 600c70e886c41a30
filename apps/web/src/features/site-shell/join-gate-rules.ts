// When the join gate shows (ADR 0023): to a signed-out visitor on a campground page, once they
// have looked at JOIN_GATE_VIEWS different campgrounds within JOIN_GATE_WINDOW_MS, at most once
// per JOIN_GATE_HIDE_MS (the spec's "hide join gate 24 hours"). Never to members, never on the
// pages where people sign in, pay or work, never over an overlay a link opened. The host itself
// refuses to put it over any other overlay (openOverlay's `alone`).
import { RESERVED_REGION_SEGMENTS } from '@campwise/domain';

/** Different campground pages looked at before the gate asks. */
export const JOIN_GATE_VIEWS = 3;
/** How long a look counts: "in a while", a week of planning a trip. */
export const JOIN_GATE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** Looks kept in storage: enough to count, never a browsing history. */
const KEPT_VIEWS = 10;

// Signing in or up, paying, PRO's own pitch, and running a campground or the site.
const QUIET_PREFIXES = ['/signin', '/signup', '/checkout', '/pro', '/manager', '/admin'];
const CAMPGROUND_PAGE = /^\/camping\/[^/]+\/([^/]+)\/?$/;

export interface CampgroundView {
  path: string;
  /** Epoch milliseconds. */
  at: number;
}

/** /camping/{state}/{campground}; not a state's own lists (/camping/{state}/parks …). */
export function isCampgroundPage(pathname: string): boolean {
  const segment = CAMPGROUND_PAGE.exec(pathname)?.[1];
  return segment !== undefined && !(RESERVED_REGION_SEGMENTS as readonly string[]).includes(segment);
}

/** "/pro" covers /pro, /pro/… and /pro-anything, as the brief's "/pro*" says. */
export function isQuietPath(pathname: string): boolean {
  return QUIET_PREFIXES.some((prefix) =>
    prefix === '/pro' ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

function isView(value: unknown): value is CampgroundView {
  if (typeof value !== 'object' || value === null) return false;
  const view = value as Record<string, unknown>;
  return typeof view.path === 'string' && typeof view.at === 'number' && Number.isFinite(view.at);
}

/** What storage holds, read forgivingly: anything unreadable is no looks at all. */
export function parseViews(stored: string | null): CampgroundView[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isView) : [];
  } catch {
    return [];
  }
}

function recent(views: readonly CampgroundView[], now: number): CampgroundView[] {
  return views.filter((view) => view.at > now - JOIN_GATE_WINDOW_MS && view.at <= now);
}

/** The looks with this page's added (once per campground, its latest time), old ones dropped. */
export function withView(views: readonly CampgroundView[], pathname: string, now: number): CampgroundView[] {
  const path = pathname.replace(/\/$/, '');
  return [...recent(views, now).filter((view) => view.path !== path), { path, at: now }].slice(-KEPT_VIEWS);
}

export interface JoinGateSituation {
  pathname: string;
  signedIn: boolean;
  /** The gate's hide-until time is still ahead. */
  hidden: boolean;
  /** An overlay named in the URL is opening. */
  linkedOverlay: boolean;
  /** The looks so far, this page's included. */
  views: readonly CampgroundView[];
  now: number;
}

export function shouldShowJoinGate(situation: JoinGateSituation): boolean {
  const { pathname } = situation;
  if (situation.signedIn || situation.hidden || situation.linkedOverlay) return false;
  if (isQuietPath(pathname) || !isCampgroundPage(pathname)) return false;
  return recent(situation.views, situation.now).length >= JOIN_GATE_VIEWS;
}
