import { OVERLAY_REMOVAL_MS } from '@campwise/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOverlayClock, type OverlayEntry, overlayStack, type OverlayStackAction } from './overlay-stack';
import { clearsOverlays, pageKey } from './overlay-url';

/** The host's wiring without React: a stack, the reducer and the clock re-synced on every change. */
function host() {
  let stack: readonly OverlayEntry[] = [];
  const clock = createOverlayClock((action) => dispatch(action));
  function dispatch(action: OverlayStackAction<OverlayEntry>) {
    stack = overlayStack(stack, action);
    clock.sync(stack);
  }
  let id = 0;
  return {
    open: (kind: string, linked = false, alone = false) =>
      dispatch({ type: 'open', entry: { id: ++id, kind, props: {}, linked }, alone }),
    dispatch,
    phases: () => stack.map((entry) => `${entry.kind}:${entry.phase}`),
    stop: () => clock.stop(),
  };
}

describe('the overlay host life cycle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('drops a prompt opened alone while another overlay shows, in the same tick too', () => {
    const overlays = host();
    overlays.open('interstitial-modal', false, true);
    overlays.open('join-gate', false, true);
    expect(overlays.phases()).toEqual(['interstitial-modal:mounted']);
    vi.advanceTimersByTime(0);
    overlays.open('join-gate', false, true);
    expect(overlays.phases()).toEqual(['interstitial-modal:active']);
    // One on its way out does not count: the prompt may follow it.
    overlays.dispatch({ type: 'dismiss' });
    overlays.open('join-gate', false, true);
    expect(overlays.phases()).toEqual(['interstitial-modal:leaving', 'join-gate:mounted']);
    overlays.stop();
  });

  it('adds an overlay inactive and activates it on the next tick', () => {
    const overlays = host();
    overlays.open('share');
    expect(overlays.phases()).toEqual(['share:mounted']);
    vi.advanceTimersByTime(0);
    expect(overlays.phases()).toEqual(['share:active']);
  });

  it('deactivates a dismissed overlay and removes it 600 ms later', () => {
    const overlays = host();
    overlays.open('share');
    vi.advanceTimersByTime(0);
    overlays.dispatch({ type: 'dismiss' });
    expect(overlays.phases()).toEqual(['share:leaving']);
    vi.advanceTimersByTime(OVERLAY_REMOVAL_MS - 1);
    expect(overlays.phases()).toEqual(['share:leaving']);
    vi.advanceTimersByTime(1);
    expect(overlays.phases()).toEqual([]);
  });

  it('dismisses the topmost overlay still shown, and times each removal from its own dismissal', () => {
    const overlays = host();
    overlays.open('media');
    overlays.open('share');
    vi.advanceTimersByTime(0);
    overlays.dispatch({ type: 'dismiss' });
    vi.advanceTimersByTime(400);
    // Another change on screen does not restart the share overlay's removal.
    overlays.open('report');
    vi.advanceTimersByTime(200);
    expect(overlays.phases()).toEqual(['media:active', 'report:active']);
    overlays.dispatch({ type: 'dismiss' });
    overlays.dispatch({ type: 'dismiss' });
    expect(overlays.phases()).toEqual(['media:leaving', 'report:leaving']);
  });

  it('clears every overlay at once (a new page), each removed 600 ms later', () => {
    const overlays = host();
    overlays.open('save');
    overlays.open('sign-in-sign-up-upsell');
    overlays.dispatch({ type: 'dismiss-all' });
    expect(overlays.phases()).toEqual(['save:leaving', 'sign-in-sign-up-upsell:leaving']);
    vi.advanceTimersByTime(OVERLAY_REMOVAL_MS);
    expect(overlays.phases()).toEqual([]);
  });

  it('ignores a step timed for a phase the overlay has left', () => {
    const stack = overlayStack<OverlayEntry>([], {
      type: 'open',
      entry: { id: 1, kind: 'share', props: {}, linked: false },
    });
    const dismissed = overlayStack(stack, { type: 'dismiss', id: 1 });
    expect(overlayStack(dismissed, { type: 'step', id: 1, from: 'mounted', to: 'active' })).toBe(dismissed);
  });

  it('stops every timer when the host goes away', () => {
    const overlays = host();
    overlays.open('share');
    overlays.stop();
    vi.advanceTimersByTime(OVERLAY_REMOVAL_MS);
    expect(overlays.phases()).toEqual(['share:mounted']);
  });
});

describe('overlays across page changes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** What the host does when the URL changes: clear everything unless clearsOverlays says no. */
  function navigate(overlays: ReturnType<typeof host>, from: string, to: string) {
    const [pathname = '/', search = ''] = to.split('?');
    const previous = pageKey(from.split('?')[0] ?? '/', new URLSearchParams(from.split('?')[1] ?? ''));
    const next = pageKey(pathname, new URLSearchParams(search));
    if (clearsOverlays(previous, next, pathname)) overlays.dispatch({ type: 'dismiss-all' });
  }

  it('clears every overlay on a new path or query, each removed 600 ms later', () => {
    for (const to of ['/camping/ca/y', '/camping/ca/x?sort=newest']) {
      const overlays = host();
      overlays.open('share');
      overlays.open('about');
      vi.advanceTimersByTime(0);
      navigate(overlays, '/camping/ca/x', to);
      expect(overlays.phases()).toEqual(['share:leaving', 'about:leaving']);
      vi.advanceTimersByTime(OVERLAY_REMOVAL_MS - 1);
      expect(overlays.phases()).toHaveLength(2);
      vi.advanceTimersByTime(1);
      expect(overlays.phases()).toEqual([]);
    }
  });

  it('keeps them open on a media path and when only the overlay keys change', () => {
    const overlays = host();
    overlays.open('media');
    overlays.open('share');
    vi.advanceTimersByTime(0);
    navigate(overlays, '/camping/ca/x/gallery/media/1', '/camping/ca/x/gallery/media/2');
    navigate(overlays, '/camping/ca/x/gallery/media/2', '/camping/ca/x/gallery/media/2?overlay=about');
    vi.advanceTimersByTime(OVERLAY_REMOVAL_MS);
    expect(overlays.phases()).toEqual(['media:active', 'share:active']);
    navigate(overlays, '/camping/ca/x/gallery/media/2', '/camping/ca/x/gallery');
    expect(overlays.phases()).toEqual(['media:leaving', 'share:leaving']);
  });
});
