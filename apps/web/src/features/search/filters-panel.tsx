'use client';

import { StayDatesButton } from '@/features/sites/components/stay-dates-button';
import type { StayDates } from '@/features/sites/stay-dates';
import type { FilterValue, SearchFilters } from './build-filters';
import type { FilterDefinition, FilterSection } from './search-data';
import styles from './search.module.css';

interface FiltersPanelProps {
  sections: FilterSection[] | null;
  error: boolean;
  filters: SearchFilters;
  onChange: (id: string, value: FilterValue) => void;
  /** The stay searched for (the availability filter). */
  dates: StayDates | null;
  onDatesChange: (dates: StayDates | null) => void;
}

export function FilterControl({
  definition,
  value,
  onChange,
  legendHidden = false,
}: {
  definition: FilterDefinition;
  value: FilterValue;
  onChange: (id: string, value: FilterValue) => void;
  /** The section's heading already says it: the legend stays for screen readers only. */
  legendHidden?: boolean;
}) {
  const { id, label, type, options } = definition;
  if (type === 'multi-select') {
    const selected = Array.isArray(value) ? value : typeof value === 'string' && value ? value.split(',') : [];
    return (
      <fieldset className={styles.filterGroup} data-filter={id}>
        <legend className={legendHidden ? styles.visuallyHidden : undefined}>{label}</legend>
        {options.map((option) => (
          <label key={option.value} className={styles.check}>
            <input
              type="checkbox"
              name={id}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(event) =>
                onChange(
                  id,
                  event.target.checked ? [...selected, option.value] : selected.filter((item) => item !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </fieldset>
    );
  }
  if (type === 'boolean') {
    return (
      <label className={styles.toggle} data-filter={id}>
        <input
          type="checkbox"
          role="switch"
          name={id}
          checked={value === true || value === 'true'}
          onChange={(event) => onChange(id, event.target.checked ? true : null)}
        />
        {label}
      </label>
    );
  }
  if (type === 'number') {
    return (
      <label className={styles.numberField} data-filter={id}>
        {label}
        <input
          type="number"
          name={id}
          min={0}
          step={1}
          inputMode="numeric"
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={(event) => {
            const number = Number.parseInt(event.target.value, 10);
            onChange(id, Number.isFinite(number) && number >= 0 ? number : null);
          }}
        />
      </label>
    );
  }
  return (
    <label className={styles.numberField} data-filter={id}>
      {label}
      <select
        name={id}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(id, event.target.value || null)}
      >
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Dates: only campgrounds with a site free for every night of the stay. */
function DatesFilter({ dates, onDatesChange }: Pick<FiltersPanelProps, 'dates' | 'onDatesChange'>) {
  return (
    <section className={styles.filterSection} aria-labelledby="filters-dates">
      <h3 id="filters-dates">Dates</h3>
      <p className={styles.filterHint}>Show campgrounds with a site free for your whole stay.</p>
      <div className={styles.datesRow}>
        <StayDatesButton dates={dates} onChange={onDatesChange} className={styles.datesButton} emptyLabel="Add dates" />
        {dates ? (
          <button type="button" className={styles.clearDates} onClick={() => onDatesChange(null)}>
            Clear dates
          </button>
        ) : null}
      </div>
    </section>
  );
}

export function FiltersPanel({ sections, error, filters, onChange, dates, onDatesChange }: FiltersPanelProps) {
  return (
    <div className={styles.filters}>
      <DatesFilter dates={dates} onDatesChange={onDatesChange} />
      {error ? <p className={styles.note}>Filters could not be loaded.</p> : null}
      {!error && !sections ? <p className={styles.note}>Loading filters…</p> : null}
      {(sections ?? []).map((section) => (
        <section key={section.id} className={styles.filterSection} aria-labelledby={`filters-${section.id}`}>
          <h3 id={`filters-${section.id}`}>{section.title}</h3>
          {section.filters.map((definition) => (
            <FilterControl
              key={definition.id}
              definition={definition}
              value={filters[definition.id]}
              onChange={onChange}
              legendHidden={definition.label === section.title}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
