// The figures house ads quote: the PRO pages' counts and plan, read from the API. They change
// only when the open data is imported or the plan changes, so each server process keeps them
// for a while instead of counting campgrounds for every page that has an ad slot.
import { loadProFigures, loadProPlan } from '@/features/pro-pages/pro-data.server';
import type { HouseAdFigures } from './house-ads';

const KEEP_MS = 10 * 60 * 1000;

let kept: { figures: HouseAdFigures; until: number } | null = null;

/** Null when the API cannot tell now: the ads then say no numbers, and the page still renders. */
export async function loadHouseAdFigures(now: number = Date.now()): Promise<HouseAdFigures | null> {
  if (kept && kept.until > now) return kept.figures;
  try {
    const [{ campgrounds, freeCampgrounds }, plan] = await Promise.all([loadProFigures(), loadProPlan()]);
    const figures = { campgrounds, freeCampgrounds, trialDays: plan?.trialPeriodDays ?? null };
    kept = { figures, until: now + KEEP_MS };
    return figures;
  } catch {
    return null;
  }
}
