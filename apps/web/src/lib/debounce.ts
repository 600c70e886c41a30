// Runs `run` once calls have stopped for `waitMs` (the navigation drawer's resize check).
export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  cancel(): void;
}

export function debounce<Args extends unknown[]>(run: (...args: Args) => void, waitMs: number): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: Args) => {
    clearTimeout(timer);
    timer = setTimeout(() => run(...args), waitMs);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
