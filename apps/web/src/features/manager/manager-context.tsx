'use client';

// The Manager context (spec section 3) for every part of the portal: the state from
// manager-state.ts, loaded for the signed-in user, with the active campground and tab kept in
// the URL (?campground={id}&tab={tab}) so a reload or a link opens the same view.
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useReducer } from 'react';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { loadReservation } from '@/features/manager-reservations/manager-api';
import { errorMessages } from '@/lib/api-client';
import { signedInApiClient } from '@/lib/session-api-client';
import { loadInventory, loadManagerData } from './manager-api';
import type { Claim, ManagedCampground } from './manager-records';
import { activeCampground, initialManagerState, managerReducer, type ManagerState } from './manager-state';
import { currentTab, managerHref, type ManagerTab, tabsFor } from './manager-tabs';

export interface ManagerContextValue extends ManagerState {
  activeCampground: ManagedCampground | null;
  tabs: ManagerTab[];
  tab: ManagerTab;
  /** Makes another campground active (through the URL); its tab is kept when it has it. */
  selectCampground: (campgroundId: string) => void;
  selectTab: (tab: ManagerTab) => void;
  /** Spec section 4: the claim as saved becomes active; the list and portal state follow. */
  setActiveClaim: (claim: Claim) => void;
  campgroundUpdated: (campground: ManagedCampground) => void;
  /** Reads the active campground's inventory again after a write. */
  reloadInventory: () => Promise<void>;
  /** The map style for the location editor; null: the offline basemap. */
  mapStyleUrl: string | null;
}

const ManagerContext = createContext<ManagerContextValue | null>(null);

export function useManager(): ManagerContextValue {
  const value = useContext(ManagerContext);
  if (!value) throw new Error('useManager() needs <ManagerProvider> above it');
  return value;
}

export function ManagerProvider({ children, mapStyleUrl }: { children: ReactNode; mapStyleUrl: string | null }) {
  const [state, dispatch] = useReducer(managerReducer, initialManagerState);
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const requestedCampground = searchParams.get('campground');
  // An email's link to one reservation (?reservation=) opens the reservations tab.
  const requestedReservation = searchParams.get('reservation');
  const requestedTab = searchParams.get('tab') ?? (requestedReservation ? 'reservations' : null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    signedInApiClient()
      .then((client) => loadManagerData(client, userId))
      .then(
        (data) => live && dispatch({ type: 'loaded', ...data, requestedCampgroundId: requestedCampground }),
        (error: unknown) => live && dispatch({ type: 'failed', errors: errorMessages(error) }),
      );
    return () => {
      live = false;
    };
    // Loaded once per user; later campground changes in the URL are followed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  // The URL leads: back and forward, and links to another campground, switch the portal.
  useEffect(() => {
    if (!state.loading && requestedCampground && requestedCampground !== state.activeCampgroundId) {
      dispatch({ type: 'setActiveCampground', campgroundId: requestedCampground });
    }
  }, [requestedCampground, state.loading, state.activeCampgroundId]);

  // A reservation linked without its campground (?reservation= alone): the reservation names it.
  // A failed read is left to the reservation panel, which reports it.
  const { loading, campgrounds } = state;
  useEffect(() => {
    if (loading || requestedCampground || !requestedReservation) return;
    let live = true;
    loadReservation(requestedReservation).then(
      ({ campgroundId: owner }) => {
        if (live && campgrounds.some((campground) => campground.id === owner)) {
          router.replace(managerHref(owner, 'reservations', requestedReservation), { scroll: false });
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loading, campgrounds, requestedCampground, requestedReservation, router]);

  const campgroundId = state.activeCampgroundId;
  const reloadInventory = useCallback(async () => {
    if (!campgroundId) return;
    try {
      const inventory = await loadInventory(await signedInApiClient(), campgroundId);
      dispatch({ type: 'inventoryLoaded', campgroundId, inventory });
    } catch (error) {
      dispatch({ type: 'failed', errors: errorMessages(error) });
    }
  }, [campgroundId]);

  useEffect(() => {
    void reloadInventory();
  }, [reloadInventory]);

  const active = activeCampground(state);
  const tabs = useMemo(() => tabsFor(state.portalState, active?.bookable ?? false), [state.portalState, active]);
  const tab = currentTab(requestedTab, tabs);

  const navigate = useCallback(
    (href: string) => {
      if (pathname === '/manager') router.push(href, { scroll: false });
    },
    [pathname, router],
  );

  const value: ManagerContextValue = {
    ...state,
    activeCampground: active,
    tabs,
    tab,
    selectCampground: (id) => navigate(managerHref(id, tab)),
    selectTab: (next) => navigate(managerHref(campgroundId, next)),
    setActiveClaim: (claim) => dispatch({ type: 'setActiveClaim', claim }),
    campgroundUpdated: (campground) => dispatch({ type: 'campgroundUpdated', campground }),
    reloadInventory,
    mapStyleUrl,
  };
  return <ManagerContext.Provider value={value}>{children}</ManagerContext.Provider>;
}
