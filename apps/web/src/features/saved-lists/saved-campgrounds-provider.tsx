'use client';

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { useOverlays } from '@/features/overlays/use-overlays';
import type { SaveTarget } from './saved-lists-api';

/**
 * The saved-list calls and their schemas, fetched when first needed: the provider sits in the
 * root layout, and a signed-out visitor (most page views) never makes one of these calls.
 */
async function savedListsCalls() {
  const [api, session] = await Promise.all([import('./saved-lists-api'), import('./saved-lists-session')]);
  return { ...api, ...session };
}

export interface SavedCampgrounds {
  isSaved: (campgroundId: string) => boolean;
  /** Saves to the default list and opens the save overlay to pick other lists. Needs a session. */
  save: (target: SaveTarget) => void;
  /** Takes the campground out of every list. */
  unsave: (target: SaveTarget) => Promise<void>;
  /** Reads the saved ids again, after a change made elsewhere (the lists page, the overlay). */
  refresh: () => Promise<void>;
}

const SavedCampgroundsContext = createContext<SavedCampgrounds | null>(null);

export function useSavedCampgrounds(): SavedCampgrounds {
  const value = useContext(SavedCampgroundsContext);
  if (!value) throw new Error('useSavedCampgrounds() needs <SavedCampgroundsProvider> above it');
  return value;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * One fetch of the signed-in user's saved campground ids (spec: GET users/{id}/list-items/
 * campground-ids) shared by every Save button on the page. It is state, not an overlay, so it
 * stays a provider; the save overlay it opens lives in the overlay host like every other.
 */
export function SavedCampgroundsProvider({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  const { openOverlay } = useOverlays();
  const [savedIds, setSavedIds] = useState<ReadonlySet<string>>(NONE);
  // Only the newest read may land: a slow answer from before a save must not undo it.
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const { loadSavedCampgroundIds, savedListsClient } = await savedListsCalls();
      const { client, userId: id } = await savedListsClient();
      const ids = await loadSavedCampgroundIds(client, id);
      if (mine === generation.current) setSavedIds(new Set(ids));
    } catch {
      // Signed out meanwhile, or the API is down: the buttons show "Save", which is safe.
      if (mine === generation.current) setSavedIds(NONE);
    }
  }, []);

  useEffect(() => {
    if (userId) {
      void refresh();
    } else {
      generation.current += 1;
      setSavedIds(NONE);
    }
  }, [userId, refresh]);

  const markSaved = useCallback((campgroundId: string, saved: boolean) => {
    generation.current += 1;
    setSavedIds((current) => {
      const next = new Set(current);
      if (saved) next.add(campgroundId);
      else next.delete(campgroundId);
      return next;
    });
  }, []);

  const save = useCallback(
    (target: SaveTarget) =>
      openOverlay('save', { target, onSaved: () => markSaved(target.id, true), onChanged: refresh }),
    [openOverlay, markSaved, refresh],
  );

  const unsave = useCallback(
    async (target: SaveTarget) => {
      markSaved(target.id, false);
      try {
        const { savedListsClient, unsaveCampground } = await savedListsCalls();
        const { client } = await savedListsClient();
        await unsaveCampground(client, target.id);
      } finally {
        await refresh();
      }
    },
    [markSaved, refresh],
  );

  const value = useMemo<SavedCampgrounds>(
    () => ({ isSaved: (id) => savedIds.has(id), save, unsave, refresh }),
    [savedIds, save, unsave, refresh],
  );

  return <SavedCampgroundsContext.Provider value={value}>{children}</SavedCampgroundsContext.Provider>;
}
