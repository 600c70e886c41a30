'use client';

import type { FilterValue, SearchFilters } from './build-filters';
import type { FilterDefinition, FilterSection } from './search-data';
import styles from './search.module.css';

interface FiltersPanelProps {
  sections: FilterSection[] | null;
  error: boolean;
  filters: SearchFilters;
  onChange: (id: string, value: FilterValue) => void;
}

function FilterControl({
  definition,
  value,
  onChange,
}: {
  definition: FilterDefinition;
  value: FilterValue;
  onChange: (id: string, value: FilterValue) => void;
}) {
  const { id, label, type, options } = definition;
  if (type === 'multi-select') {
    const selected = Array.isArray(value) ? value : typeof value === 'string' && value ? value.split(',') : [];
    return (
      <fieldset className={styles.filterGroup} data-filter={id}>
        <legend>{label}</legend>
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

export function FiltersPanel({ sections, error, filters, onChange }: FiltersPanelProps) {
  if (error) return <p className={styles.note}>Filters could not be loaded.</p>;
  if (!sections) return <p className={styles.note}>Loading filters…</p>;
  return (
    <div className={styles.filters}>
      {sections.map((section) => (
        <section key={section.id} className={styles.filterSection} aria-labelledby={`filters-${section.id}`}>
          <h3 id={`filters-${section.id}`}>{section.title}</h3>
          {section.filters.map((definition) => (
            <FilterControl
              key={definition.id}
              definition={definition}
              value={filters[definition.id]}
              onChange={onChange}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
