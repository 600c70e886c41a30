// The overlay host's stack (spec section 4): every overlay on screen with its phase. Opening adds
// one inactive ('mounted') and the clock activates it on the next tick; dismissing turns it
// 'leaving' and the clock removes it OVERLAY_REMOVAL_MS later. The rules are plain data and
// functions, so they are tested without React; the host only wires them to state and the URL.
import { type OverlayPhase, overlayStep } from './overlay-lifecycle';

export type ShownPhase = Exclude<OverlayPhase, 'removed'>;

export interface OverlayEntry<Kind extends string = string, Props = unknown> {
  id: number;
  kind: Kind;
  props: Props;
  phase: ShownPhase;
  /** Written into the URL: dismissing it takes it out of the URL again. */
  linked: boolean;
}

export type OverlayStackAction<Entry extends OverlayEntry> =
  /** `alone`: only when no other overlay is shown; dropped otherwise (prompts never stack). */
  | { type: 'open'; entry: Omit<Entry, 'phase'>; alone?: boolean }
  /** The given overlay, or the topmost one still shown. */
  | { type: 'dismiss'; id?: number }
  | { type: 'dismiss-all' }
  /** A clock step: applies only if the overlay is still in the phase the step was timed for. */
  | { type: 'step'; id: number; from: ShownPhase; to: OverlayPhase };

export function overlayStack<Entry extends OverlayEntry>(
  stack: readonly Entry[],
  action: OverlayStackAction<Entry>,
): readonly Entry[] {
  switch (action.type) {
    case 'open':
      // Decided here, in the reducer, so two prompts opened in the same render cannot both pass.
      if (action.alone && topmostShown(stack)) return stack;
      return [...stack, { ...action.entry, phase: overlayStep('removed', true).phase } as Entry];
    case 'dismiss': {
      const id = action.id ?? topmostShown(stack)?.id;
      return id === undefined ? stack : stack.map((entry) => (entry.id === id ? leave(entry) : entry));
    }
    case 'dismiss-all':
      return stack.some((entry) => entry.phase !== 'leaving') ? stack.map(leave) : stack;
    case 'step': {
      const entry = stack.find((item) => item.id === action.id);
      if (!entry || entry.phase !== action.from) return stack;
      if (action.to === 'removed') return stack.filter((item) => item.id !== action.id);
      return stack.map((item) => (item.id === action.id ? { ...item, phase: action.to as ShownPhase } : item));
    }
  }
}

/** The overlay a close button or Escape means: the newest one not already on its way out. */
export function topmostShown<Entry extends OverlayEntry>(stack: readonly Entry[]): Entry | undefined {
  return stack.findLast((entry) => entry.phase !== 'leaving');
}

function leave<Entry extends OverlayEntry>(entry: Entry): Entry {
  if (entry.phase === 'leaving') return entry;
  return { ...entry, phase: overlayStep(entry.phase, false).phase as ShownPhase };
}

/**
 * Times each overlay's next step once per phase: a step already waiting is left alone when
 * another overlay changes, so a dismissed overlay is removed OVERLAY_REMOVAL_MS after its own
 * dismissal, not after the last change on screen.
 */
export function createOverlayClock(
  dispatch: (action: Extract<OverlayStackAction<OverlayEntry>, { type: 'step' }>) => void,
) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    sync(stack: readonly OverlayEntry[]): void {
      const wanted = new Set<string>();
      for (const entry of stack) {
        const step = overlayStep(entry.phase, entry.phase !== 'leaving');
        if (step.after === null || step.next === null) continue;
        const key = `${entry.id}:${entry.phase}`;
        wanted.add(key);
        if (timers.has(key)) continue;
        const { id, phase } = entry;
        const to = step.next;
        timers.set(
          key,
          setTimeout(() => {
            timers.delete(key);
            dispatch({ type: 'step', id, from: phase, to });
          }, step.after),
        );
      }
      for (const [key, timer] of timers) {
        if (wanted.has(key)) continue;
        clearTimeout(timer);
        timers.delete(key);
      }
    },
    stop(): void {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
