import { useEffect, useState } from 'react';

/** How long typing must pause before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * `value` once it has stopped changing for `delay` ms: a search is asked for when the person
 * pauses, not at every letter (the client allows 10 calls a minute per path, SPEC.md §9).
 */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
