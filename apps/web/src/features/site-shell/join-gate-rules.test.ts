import { describe, expect, it } from 'vitest';
import {
  type CampgroundView,
  isCampgroundPage,
  isQuietPath,
  JOIN_GATE_WINDOW_MS,
  type JoinGateSituation,
  parseViews,
  shouldShowJoinGate,
  withView,
} from './join-gate-rules';

const NOW = Date.parse('2026-06-10T12:00:00Z');
const MINUTE = 60_000;

function browse(paths: string[], start = NOW - paths.length * MINUTE): CampgroundView[] {
  return paths.reduce<CampgroundView[]>((views, path, index) => withView(views, path, start + index * MINUTE), []);
}

function situation(views: CampgroundView[], overrides: Partial<JoinGateSituation> = {}): JoinGateSituation {
  return {
    pathname: views.at(-1)?.path ?? '/camping/montana/bear-creek',
    signedIn: false,
    hidden: false,
    linkedOverlay: false,
    views,
    now: NOW,
    ...overrides,
  };
}

const THREE = ['/camping/montana/bear-creek', '/camping/utah/devils-garden', '/camping/colorado/heaton-bay'];

describe('the join gate', () => {
  it('asks on the third different campground page, not before', () => {
    expect(shouldShowJoinGate(situation(browse(THREE.slice(0, 1))))).toBe(false);
    expect(shouldShowJoinGate(situation(browse(THREE.slice(0, 2))))).toBe(false);
    expect(shouldShowJoinGate(situation(browse(THREE)))).toBe(true);
  });

  it('counts a campground once however often it is reloaded, trailing slash or not', () => {
    const views = browse([THREE[0]!, THREE[0]!, `${THREE[0]!}/`, THREE[1]!, THREE[1]!]);
    expect(views.map((view) => view.path)).toEqual([THREE[0], THREE[1]]);
    expect(shouldShowJoinGate(situation(views))).toBe(false);
  });

  it('forgets looks older than the window', () => {
    const weekAgo = NOW - JOIN_GATE_WINDOW_MS - MINUTE;
    const old = browse(THREE.slice(0, 2), weekAgo);
    const views = withView(old, THREE[2]!, NOW);
    expect(views).toEqual([{ path: THREE[2], at: NOW }]);
    expect(shouldShowJoinGate(situation(views))).toBe(false);
    // Read as stored (say, by an older tab), old looks do not count either.
    expect(shouldShowJoinGate(situation([...old, { path: THREE[2]!, at: NOW }]))).toBe(false);
  });

  it('never asks a member, while hidden, or over an overlay a link opened', () => {
    const views = browse(THREE);
    expect(shouldShowJoinGate(situation(views, { signedIn: true }))).toBe(false);
    expect(shouldShowJoinGate(situation(views, { hidden: true }))).toBe(false);
    expect(shouldShowJoinGate(situation(views, { linkedOverlay: true }))).toBe(false);
  });

  it('asks only on a campground page, never where people sign in, pay or work', () => {
    const views = browse(THREE);
    for (const pathname of [
      '/',
      '/search',
      '/camping/montana',
      '/camping/montana/parks',
      '/camping/montana/bear-creek/reviews',
    ]) {
      expect(shouldShowJoinGate(situation(views, { pathname })), pathname).toBe(false);
    }
    for (const pathname of [
      '/signin',
      '/signup',
      '/checkout/r1/step/dates',
      '/pro',
      '/pro/gift',
      '/pro-tips',
      '/manager/1',
      '/admin',
    ]) {
      expect(isQuietPath(pathname), pathname).toBe(true);
      expect(shouldShowJoinGate(situation(views, { pathname })), pathname).toBe(false);
    }
    expect(isQuietPath('/camping/montana/bear-creek')).toBe(false);
    expect(isQuietPath('/administer-campgrounds')).toBe(false);
    expect(isCampgroundPage('/camping/montana/with')).toBe(false);
    expect(isCampgroundPage('/camping/montana/bear-creek/')).toBe(true);
  });

  it('keeps a handful of looks, and reads anything broken in storage as none', () => {
    const many = browse(Array.from({ length: 30 }, (_, index) => `/camping/utah/site-${index}`));
    expect(many).toHaveLength(10);
    expect(many.at(-1)?.path).toBe('/camping/utah/site-29');
    expect(parseViews(JSON.stringify(many))).toEqual(many);
    expect(parseViews('not json')).toEqual([]);
    expect(parseViews('{"path":"/x"}')).toEqual([]);
    expect(
      parseViews(
        JSON.stringify([
          { path: '/camping/a/b', at: 'noon' },
          { path: '/camping/a/c', at: 5 },
        ]),
      ),
    ).toEqual([{ path: '/camping/a/c', at: 5 }]);
    expect(parseViews(null)).toEqual([]);
  });
});
