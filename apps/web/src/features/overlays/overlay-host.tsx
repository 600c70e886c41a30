'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import {
  type ComponentType,
  type Dispatch,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { OverlayPresenceContext } from '@/lib/overlays/overlay-presence';
import {
  createOverlayClock,
  type OverlayEntry,
  overlayStack,
  type OverlayStackAction,
  topmostShown,
} from '@/lib/overlays/overlay-stack';
import {
  clearsOverlays,
  type LinkedOverlay,
  linkedOverlay,
  pageKey,
  withLinkedOverlay,
} from '@/lib/overlays/overlay-url';
import {
  isOverlayKind,
  type OverlayControls,
  overlayLink,
  type OverlayKind,
  overlayRegistry,
} from './overlay-registry';
import { type Overlays, OverlaysContext } from './use-overlays';

type Entry = OverlayEntry<OverlayKind, object>;

function reduce(stack: readonly Entry[], action: OverlayStackAction<Entry>): readonly Entry[] {
  return overlayStack(stack, action);
}

function currentQuery(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/**
 * The one place overlays live (spec sections 2 and 4): `useOverlays().openOverlay(kind, props)`
 * from anywhere shows one over the shared modal, its code loaded when it opens. Each is added
 * inactive and activated on the next tick, removed OVERLAY_REMOVAL_MS after it is dismissed, and
 * all are cleared when the path or query changes, except on /media paths.
 */
export function OverlayHost({ children }: { children: ReactNode }) {
  const [stack, dispatch] = useReducer(reduce, []);
  const stackRef = useRef(stack);
  const nextId = useRef(0);
  const [clock] = useState(() => createOverlayClock(dispatch));

  useEffect(() => {
    stackRef.current = stack;
    clock.sync(stack);
  }, [stack, clock]);
  useEffect(() => () => clock.stop(), [clock]);

  const add = useCallback((kind: OverlayKind, props: object, linked: boolean, alone = false) => {
    nextId.current += 1;
    dispatch({ type: 'open', entry: { id: nextId.current, kind, props, linked }, alone });
  }, []);

  const dismiss = useCallback((entry: Entry | undefined) => {
    if (!entry || entry.phase === 'leaving') return;
    // Dismissed by the visitor: the URL stops asking for it, without a new history entry.
    if (entry.linked && currentQuery().get('overlay') === entry.kind) {
      window.history.replaceState(
        window.history.state,
        '',
        withLinkedOverlay(window.location.pathname, currentQuery(), null),
      );
    }
    dispatch({ type: 'dismiss', id: entry.id });
  }, []);

  const overlays = useMemo<Overlays>(
    () => ({
      openOverlay: (kind, props, options) => {
        const link = overlayLink(kind);
        if (link && !options?.alone) {
          // Pushed, so Back closes it again. Null state: Next.js then copies its own state in and
          // updates useSearchParams, without a round trip to the server.
          const href = withLinkedOverlay(window.location.pathname, currentQuery(), {
            kind,
            values: link.values(props as never),
          });
          window.history.pushState(null, '', href);
        }
        add(kind, props as object, link !== null && !options?.alone, options?.alone);
      },
      closeOverlay: () => dismiss(topmostShown(stackRef.current)),
    }),
    [add, dismiss],
  );

  return (
    <OverlaysContext.Provider value={overlays}>
      {children}
      <Suspense fallback={null}>
        <OverlayUrlSync stackRef={stackRef} dispatch={dispatch} add={add} />
      </Suspense>
      {stack.map((entry) => {
        const Component = overlayRegistry[entry.kind].component as ComponentType<object & OverlayControls>;
        return (
          <OverlayPresenceContext.Provider
            key={entry.id}
            value={{ active: entry.phase === 'active', leaving: entry.phase === 'leaving' }}
          >
            <Component
              {...entry.props}
              onClose={() => dismiss(stackRef.current.find((item) => item.id === entry.id))}
            />
          </OverlayPresenceContext.Provider>
        );
      })}
    </OverlaysContext.Provider>
  );
}

interface OverlayUrlSyncProps {
  stackRef: { readonly current: readonly Entry[] };
  dispatch: Dispatch<OverlayStackAction<Entry>>;
  add: (kind: OverlayKind, props: object, linked: boolean) => void;
}

/**
 * Follows the URL: a new page (path or query apart from the overlay's own keys) clears every
 * overlay unless it is a /media path; a linkable overlay named in the URL opens (a link, a
 * reload) and closes when the URL stops naming it (Back). Apart in its own Suspense boundary,
 * as reading the query in the root layout needs one.
 */
function OverlayUrlSync({ stackRef, dispatch, add }: OverlayUrlSyncProps) {
  const pathname = usePathname();
  const query = useSearchParams();
  const page = pageKey(pathname, query);
  const linked = linkedOverlay(query);
  const linkedKey = linked ? JSON.stringify(linked) : '';
  const lastPage = useRef(page);

  useEffect(() => {
    const wanted: LinkedOverlay | null = linkedKey ? JSON.parse(linkedKey) : null;
    const clearAll = clearsOverlays(lastPage.current, page, pathname);
    lastPage.current = page;
    if (clearAll) dispatch({ type: 'dismiss-all' });
    const shownLinked = clearAll ? [] : stackRef.current.filter((entry) => entry.linked && entry.phase !== 'leaving');
    for (const entry of shownLinked) {
      if (entry.kind !== wanted?.kind) dispatch({ type: 'dismiss', id: entry.id });
    }
    if (!wanted || !isOverlayKind(wanted.kind) || shownLinked.some((entry) => entry.kind === wanted.kind)) return;
    // The hook's query can trail the address bar: an overlay opened and closed again before Next.js
    // committed the opening URL would otherwise come back. Only the address bar as it is now counts.
    if (linkedOverlay(currentQuery())?.kind !== wanted.kind) return;
    const props = overlayLink(wanted.kind)?.parse(wanted.values);
    if (props) add(wanted.kind, props, true);
  }, [page, pathname, linkedKey, stackRef, dispatch, add]);

  return null;
}
