'use client';

// Save, rename and share (docs/api-trip-plans.md). Saving needs an account and PRO: a visitor
// signs in first (the plan stays in the tab's draft meanwhile), then a member without PRO gets the
// trip-planner-pro-upgrade overlay, as the API's 403 pro-required would say. Membership is read
// from the session at that moment, so someone who has just bought PRO saves at once.
import { getSession } from '@/lib/session-store';
import { useCallback, useState } from 'react';
import { useRequireAccount } from '@/features/auth/use-require-account';
import { useOverlays } from '@/features/overlays/use-overlays';
import { errorMessages } from '@/lib/api-client';
import type { TripPlan } from './trip-plan-records';
import { createTripPlan, isProRequired, shareTripPlan, type TripPlanInput, updateTripPlan } from './trip-plans-api';

export type SavingState =
  | { state: 'idle' }
  | { state: 'working'; what: 'save' | 'rename' | 'share' }
  | { state: 'done'; what: 'save' | 'rename' | 'share' }
  | { state: 'failed'; message: string };

export interface PlanSaving {
  status: SavingState;
  save: (input: TripPlanInput) => void;
  rename: (name: string) => Promise<boolean>;
  share: () => Promise<TripPlan | null>;
}

export function usePlanSaving(planId: string | null, onSaved: (plan: TripPlan) => void): PlanSaving {
  const requireAccount = useRequireAccount();
  const { openOverlay } = useOverlays();
  const [status, setStatus] = useState<SavingState>({ state: 'idle' });

  const fail = useCallback(
    (error: unknown) => {
      if (isProRequired(error)) {
        setStatus({ state: 'idle' });
        openOverlay('trip-planner-pro-upgrade', {});
        return;
      }
      setStatus({ state: 'failed', message: errorMessages(error)[0] ?? 'The plan could not be saved.' });
    },
    [openOverlay],
  );

  const saveNow = useCallback(
    async (input: TripPlanInput) => {
      const session = await getSession();
      if (!session?.user?.pro) {
        openOverlay('trip-planner-pro-upgrade', {});
        return;
      }
      setStatus({ state: 'working', what: 'save' });
      try {
        const plan = planId ? await updateTripPlan(planId, input) : await createTripPlan(input);
        setStatus({ state: 'done', what: 'save' });
        onSaved(plan);
      } catch (error) {
        fail(error);
      }
    },
    [planId, onSaved, openOverlay, fail],
  );

  const save = useCallback(
    (input: TripPlanInput) => requireAccount(() => void saveNow(input), 'sign-in'),
    [requireAccount, saveNow],
  );

  const rename = useCallback(
    async (name: string): Promise<boolean> => {
      if (!planId) return false;
      setStatus({ state: 'working', what: 'rename' });
      try {
        onSaved(await updateTripPlan(planId, { name }));
        setStatus({ state: 'done', what: 'rename' });
        return true;
      } catch (error) {
        fail(error);
        return false;
      }
    },
    [planId, onSaved, fail],
  );

  const share = useCallback(async (): Promise<TripPlan | null> => {
    if (!planId) return null;
    setStatus({ state: 'working', what: 'share' });
    try {
      const plan = await shareTripPlan(planId);
      onSaved(plan);
      setStatus({ state: 'done', what: 'share' });
      return plan;
    } catch (error) {
      fail(error);
      return null;
    }
  }, [planId, onSaved, fail]);

  return { status, save, rename, share };
}
