'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import type { Suggestion } from '@/features/search/autocomplete';
import { LocationAutocomplete } from '@/features/search/location-autocomplete';
import styles from './home-hero.module.css';

// The address of a chosen place is worked out in its own chunk, fetched when the camper starts
// typing: it brings the search's filters and the places API's schema, which the home page's
// first scripts leave out (issue 17).
const loadSearchPath = () => import('@/features/search/suggestion-search-path');

/** The home page's search box: the search page's own autocomplete, leading to /search. */
export function HomeSearch() {
  const router = useRouter();
  const [going, setGoing] = useState(false);
  const choiceRef = useRef(0);

  async function onChoose(suggestion: Suggestion) {
    const choice = ++choiceRef.current;
    setGoing(true);
    const { suggestionSearchPath } = await loadSearchPath();
    const path = await suggestionSearchPath(suggestion);
    if (choice !== choiceRef.current) return;
    if (path) router.push(path);
    else setGoing(false);
  }

  return (
    <div className={styles.search} onFocus={() => void loadSearchPath()} aria-busy={going}>
      <LocationAutocomplete onChoose={(suggestion) => void onChoose(suggestion)} />
    </div>
  );
}
