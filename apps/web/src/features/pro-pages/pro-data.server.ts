// What the PRO pages say comes from the API, never from copy: the plan's price and trial
// (docs/api-pro.md) and the counts of campgrounds and public lands (docs/api-v6.md, api-places.md).
import { choosePlan } from '@campwise/domain';
import { cache } from 'react';
import { z } from 'zod';
import { type DiscountCode, discountCodeSchema, type ProPlan, proPlanSchema } from '@/features/pro/pro-api';
import { ApiError, getCollection, getResource, type QueryParams } from '@/lib/api-client.server';
import { camelizeKeys } from '@/lib/json-api/camelize-keys';
import { parseResource } from '@/lib/json-api/json-api-document';

const totalSchema = z.object({ total: z.number().int().nonnegative() });

/** meta.total of a list, asking for one row only. */
async function countOf(path: string, query: QueryParams): Promise<number> {
  const document = await getCollection(path, { ...query, 'page[size]': 1 });
  return totalSchema.parse(camelizeKeys(document.meta)).total;
}

/** The plan sold on the web: the default stripe plan (choosePlan); null when none is on sale. */
export const loadProPlan = cache(async (): Promise<ProPlan | null> => {
  const document = await getCollection('/platform-subscriptions', { 'filter[platform]': 'stripe' });
  return choosePlan(document.data.map((resource) => parseResource(proPlanSchema, resource)));
});

export interface ProFigures {
  /** Every campground Campwise lists. */
  campgrounds: number;
  /** Those known to be free (`filter[free]=true`; unknown fees excluded). */
  freeCampgrounds: number;
}

export const loadProFigures = cache(async (): Promise<ProFigures> => {
  const [campgrounds, freeCampgrounds] = await Promise.all([
    countOf('/campgrounds', {}),
    countOf('/campgrounds', { 'filter[free]': 'true' }),
  ]);
  return { campgrounds, freeCampgrounds };
});

export interface PublicLandFigures {
  nationalForests: number;
  /** National Park Service units. */
  nationalParks: number;
}

export const loadPublicLandFigures = cache(async (): Promise<PublicLandFigures> => {
  const [nationalForests, nationalParks] = await Promise.all([
    countOf('/places', { 'filter[kind]': 'forest' }),
    countOf('/places', { 'filter[kind]': 'park' }),
  ]);
  return { nationalForests, nationalParks };
});

/**
 * A discount code's terms, or null for one that does not exist. The API's 404 for an unknown code
 * must not become this page's 404, so the read leaves the not-found page out.
 */
export const lookupDiscountCode = cache(async (code: string): Promise<DiscountCode | null> => {
  try {
    const document = await getResource(`/discount-codes/${encodeURIComponent(code)}`, {}, { notFoundPage: false });
    return parseResource(discountCodeSchema, document.data);
  } catch (error) {
    // 404 is an unknown code; 400 one the API would never issue (wrong characters or length).
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
});

export interface OffGridFigures {
  /** Campgrounds with dispersed or backcountry sites. */
  dispersed: number;
  freeCampgrounds: number;
}

export const loadOffGridFigures = cache(async (): Promise<OffGridFigures> => {
  const [dispersed, { freeCampgrounds }] = await Promise.all([
    countOf('/campgrounds', { 'filter[site-types]': 'dispersed,backcountry' }),
    loadProFigures(),
  ]);
  return { dispersed, freeCampgrounds };
});

/** The nightly fee under which the discount-camping page counts campgrounds, in whole dollars. */
export const BUDGET_NIGHTLY_DOLLARS = 15;

export interface BudgetFigures {
  freeCampgrounds: number;
  /** Campgrounds whose known fee is at most BUDGET_NIGHTLY_DOLLARS a night, free ones included. */
  budgetCampgrounds: number;
}

export const loadBudgetFigures = cache(async (): Promise<BudgetFigures> => {
  const [budgetCampgrounds, { freeCampgrounds }] = await Promise.all([
    countOf('/campgrounds', { 'filter[max-price]': BUDGET_NIGHTLY_DOLLARS }),
    loadProFigures(),
  ]);
  return { budgetCampgrounds, freeCampgrounds };
});
