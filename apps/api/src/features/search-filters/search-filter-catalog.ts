// The search filters the client offers and how its filters panel lays them out, built from the
// domain vocabularies and the campground list's own filter names (nothing listed twice).
import { z } from 'zod';
import { AGENCIES, AMENITIES, SITE_TYPES } from '@campwise/domain';
import { countedListDocument } from '../../jsonapi/document.ts';
import { HOOKUPS, LAND_TYPES, type Hookup } from '../campgrounds/campground-search.ts';
import type { campgroundSearchFilters } from '../campgrounds/campground-search.ts';

/** A filter the panel can show: its id is the campground list's filter[...] name. */
export type SearchFilterId = keyof typeof campgroundSearchFilters;

export type FilterType = 'multi-select' | 'boolean' | 'number' | 'select';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterMeta {
  label: string;
  type: FilterType;
  defaultValue: string[] | boolean | number | string | null;
  options: FilterOption[];
}

function optionsOf(labels: Record<string, string>, values: readonly string[] = Object.keys(labels)): FilterOption[] {
  return values.map((value) => ({ value, label: labels[value] ?? value }));
}

const hookupLabels = Object.fromEntries(
  (Object.keys(HOOKUPS) as Hookup[]).map((hookup) => [hookup, AMENITIES[HOOKUPS[hookup]]]),
);
// Hookups have their own filter; the amenities filter offers the rest.
const plainAmenities = Object.keys(AMENITIES).filter(
  (amenity) => !(Object.values(HOOKUPS) as string[]).includes(amenity) && amenity !== 'pets_allowed',
);

// Selects rather than free numbers: the panel's number field allows 0, which the list rejects,
// and cannot step by halves.
const MAX_PRICE_STEPS = [10, 20, 30, 50, 100] as const;
const MIN_RATING_STEPS = [3, 3.5, 4, 4.5] as const;

export const SEARCH_FILTERS: { id: SearchFilterId; meta: FilterMeta }[] = [
  {
    id: 'site-types',
    meta: { label: 'Site type', type: 'multi-select', defaultValue: [], options: optionsOf(SITE_TYPES) },
  },
  {
    id: 'amenities',
    meta: { label: 'Amenities', type: 'multi-select', defaultValue: [], options: optionsOf(AMENITIES, plainAmenities) },
  },
  {
    id: 'hookups',
    meta: { label: 'Hookups', type: 'multi-select', defaultValue: [], options: optionsOf(hookupLabels) },
  },
  {
    id: 'land-type',
    meta: {
      label: 'Free camping land',
      type: 'multi-select',
      defaultValue: [],
      options: optionsOf(AGENCIES, LAND_TYPES),
    },
  },
  { id: 'free', meta: { label: 'Free', type: 'boolean', defaultValue: false, options: [] } },
  { id: 'pets', meta: { label: AMENITIES.pets_allowed, type: 'boolean', defaultValue: false, options: [] } },
  { id: 'rv-length', meta: { label: 'RV length (ft)', type: 'number', defaultValue: null, options: [] } },
  {
    id: 'reservable',
    meta: {
      label: 'Reservations',
      type: 'select',
      defaultValue: null,
      options: [
        { value: 'true', label: 'Reservable' },
        { value: 'false', label: 'First come, first served' },
      ],
    },
  },
  {
    id: 'max-price',
    meta: {
      label: 'Nightly price',
      type: 'select',
      defaultValue: null,
      options: MAX_PRICE_STEPS.map((dollars) => ({ value: String(dollars), label: `Up to $${dollars}` })),
    },
  },
  {
    id: 'min-rating',
    meta: {
      label: 'Rating',
      type: 'select',
      defaultValue: null,
      options: MIN_RATING_STEPS.map((stars) => ({ value: String(stars), label: `${stars}+ stars` })),
    },
  },
  { id: 'agency', meta: { label: 'Managed by', type: 'select', defaultValue: null, options: optionsOf(AGENCIES) } },
];

export interface PanelSection {
  id: string;
  title: string;
  items: { hidden: boolean; content: { id: SearchFilterId }[] }[];
}

const item = (id: SearchFilterId, hidden = false) => ({ hidden, content: [{ id }] });

export const FILTERS_PANEL: PanelSection[] = [
  { id: 'stay', title: 'Stay', items: [item('site-types'), item('rv-length')] },
  { id: 'amenities', title: 'Amenities', items: [item('amenities'), item('hookups'), item('pets')] },
  { id: 'cost', title: 'Cost and booking', items: [item('free'), item('max-price'), item('reservable')] },
  { id: 'reviews', title: 'Reviews', items: [item('min-rating')] },
  { id: 'land', title: 'Land', items: [item('land-type'), item('agency', true)] },
];

const optionSchema = z.object({ value: z.string(), label: z.string() });

export const filterResourceSchema = z.object({
  type: z.literal('filters'),
  id: z.string().describe('the campground list filter[...] name'),
  attributes: z.object({
    'filter-meta': z.object({
      label: z.string(),
      type: z.enum(['multi-select', 'boolean', 'number', 'select']),
      'default-value': z.union([z.array(z.string()), z.boolean(), z.number(), z.string(), z.null()]),
      options: z.array(optionSchema),
    }),
  }),
});

export const filterConfigResourceSchema = z.object({
  type: z.literal('filter-configs'),
  id: z.string(),
  attributes: z.object({
    'filters-panel': z.object({
      sections: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          items: z.array(z.object({ hidden: z.boolean(), content: z.array(z.object({ id: z.string() })) })),
        }),
      ),
    }),
  }),
});

const collection = (resource: z.ZodType) =>
  z.object({
    data: z.array(resource),
    meta: z.object({ total: z.number().int() }),
    jsonapi: z.object({ version: z.string() }),
  });
export const filterListDocumentSchema = collection(filterResourceSchema);
export const filterConfigListDocumentSchema = collection(filterConfigResourceSchema);

export function filterDocument() {
  const data = SEARCH_FILTERS.map(({ id, meta }) => ({
    type: 'filters' as const,
    id,
    attributes: {
      'filter-meta': { label: meta.label, type: meta.type, 'default-value': meta.defaultValue, options: meta.options },
    },
  }));
  return countedListDocument(data);
}

export function filterConfigDocument() {
  const data = [
    {
      type: 'filter-configs' as const,
      id: 'filters-panel',
      attributes: { 'filters-panel': { sections: FILTERS_PANEL } },
    },
  ];
  return countedListDocument(data);
}
