// The filters the camper has set, one chip each (a multi-select gives one per chosen option),
// with what the filters become without it, for the removable chips and the Filters tab's count.
// The location is not one of them: the search box shows and changes it. Pure module.
import { formatStayDate } from '@campwise/domain';
import { filterStayDates, withStayDates, type SearchFilters } from './build-filters';
import type { FilterDefinition, FilterSection } from './search-data';

export interface ActiveFilter {
  /** Unique among the chips ("amenities:showers"). */
  key: string;
  label: string;
  /** The filters given without this one (applied to the filters as they are when it is removed). */
  remove: (filters: SearchFilters) => SearchFilters;
}

function selectedValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' && value ? value.split(',') : [];
}

function chipsOf(definition: FilterDefinition, filters: SearchFilters): ActiveFilter[] {
  const { id, label, type, options } = definition;
  const value = filters[id];
  const optionLabel = (item: string) => options.find((option) => option.value === item)?.label ?? item;
  if (type === 'multi-select') {
    const selected = selectedValues(value);
    return selected.map((item) => ({
      key: `${id}:${item}`,
      label: optionLabel(item),
      remove: (current) => ({ ...current, [id]: selectedValues(current[id]).filter((other) => other !== item) }),
    }));
  }
  const remove = (current: SearchFilters) => ({ ...current, [id]: null });
  if (type === 'boolean') return value === true || value === 'true' ? [{ key: id, label, remove }] : [];
  if (value === null || value === undefined || value === '') return [];
  const shown = type === 'select' ? optionLabel(String(value)) : String(value);
  return [{ key: id, label: `${label}: ${shown}`, remove }];
}

/** The chips for the filters set, in the panel's order, the stay first. */
export function activeFilters(filters: SearchFilters, sections: readonly FilterSection[] | null): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  const dates = filterStayDates(filters);
  if (dates) {
    const label = `${formatStayDate(dates.startDate)} – ${formatStayDate(dates.endDate)}`;
    chips.push({ key: 'availability', label, remove: (current) => withStayDates(current, null) });
  }
  for (const section of sections ?? []) {
    for (const definition of section.filters) chips.push(...chipsOf(definition, filters));
  }
  return chips;
}

/** The filters without any of the panel's filters or the stay (the location kept). */
export function withoutActiveFilters(filters: SearchFilters, sections: readonly FilterSection[] | null): SearchFilters {
  const next = withStayDates(filters, null);
  for (const section of sections ?? []) {
    for (const definition of section.filters) delete next[definition.id];
  }
  return next;
}
