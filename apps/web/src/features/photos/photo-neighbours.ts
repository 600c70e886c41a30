// Previous/next in the media overlay: the photos either side of the open one, wrapping around.

/** The photos before and after `index`, wrapping around, for prev/next. */
export function neighbours<T>(items: readonly T[], index: number): { previous: T | null; next: T | null } {
  if (items.length < 2 || index < 0) return { previous: null, next: null };
  return {
    previous: items[(index - 1 + items.length) % items.length] ?? null,
    next: items[(index + 1) % items.length] ?? null,
  };
}
