'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  type AutocompleteKind,
  fetchSuggestions,
  suggestionIcon,
  type Suggestion,
  type SuggestionIcon,
} from './autocomplete';
import styles from './search.module.css';

const DEBOUNCE_MS = 150;

function Icon({ icon }: { icon: SuggestionIcon }) {
  switch (icon.kind) {
    case 'pin':
      return (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" data-icon="pin">
          <path
            fill="currentColor"
            d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
          />
        </svg>
      );
    case 'tree':
      return (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" data-icon="tree">
          <path fill="currentColor" d="M12 2 5 12h4l-4 6h6v4h2v-4h6l-4-6h4L12 2Z" />
        </svg>
      );
    case 'state':
      return (
        <span className={styles.stateBadge} aria-hidden="true" data-icon="state">
          {icon.region.toUpperCase()}
        </span>
      );
    default:
      return (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" data-icon="plain-pin">
          <circle cx="12" cy="8" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path stroke="currentColor" strokeWidth="2" d="M12 13v9" />
        </svg>
      );
  }
}

export interface LocationAutocompleteProps {
  onChoose: (suggestion: Suggestion) => void;
  /** What it suggests: places and campgrounds (search), or campgrounds only (claiming one). */
  kind?: AutocompleteKind;
  label?: string;
  placeholder?: string;
  /**
   * What the search currently covers (a place's name, 'Map area'): the box shows it whenever it
   * changes, so it reads true after a reload or a map move. Undefined leaves the box to the camper.
   */
  value?: string | null;
}

export function LocationAutocomplete({
  onChoose,
  kind = 'unified',
  label = 'Search a place',
  placeholder = 'Search a city, park or state',
  value,
}: LocationAutocompleteProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const requestRef = useRef(0);

  useEffect(() => {
    if (value !== undefined) setQuery(value ?? '');
  }, [value]);

  useEffect(() => {
    const q = query.trim();
    const request = ++requestRef.current;
    const controller = new AbortController();
    const timer = window.setTimeout(
      () => {
        void (q ? fetchSuggestions(q, controller.signal, kind) : Promise.resolve([])).then((found) => {
          if (request !== requestRef.current) return;
          setSuggestions(found);
          setActiveIndex(-1);
        });
      },
      q ? DEBOUNCE_MS : 0,
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, kind]);

  const expanded = open && suggestions.length > 0;

  function choose(suggestion: Suggestion) {
    setQuery(suggestion.label);
    setOpen(false);
    setActiveIndex(-1);
    onChoose(suggestion);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length > 0) setActiveIndex((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length > 0) setActiveIndex((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      const suggestion = expanded ? (suggestions[activeIndex] ?? suggestions[0]) : undefined;
      if (suggestion) {
        event.preventDefault();
        choose(suggestion);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActiveIndex(-1);
    }
  }

  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <div className={styles.autocomplete}>
      <label htmlFor={`${id}-input`} className={styles.visuallyHidden}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        placeholder={placeholder}
        className={styles.autocompleteInput}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listboxId} role="listbox" aria-label="Suggestions" className={styles.suggestions} hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            data-place-type={suggestion.placeType ?? suggestion.type}
            className={styles.suggestion}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(suggestion);
            }}
            onMouseEnter={() => setActiveIndex(index)}
          >
            <span className={styles.suggestionIcon}>
              <Icon icon={suggestionIcon(suggestion)} />
            </span>
            <span>{suggestion.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
