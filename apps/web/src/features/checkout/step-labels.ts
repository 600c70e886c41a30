// What each checkout step is called on screen.

const LABELS: Readonly<Record<string, string>> = {
  dates: 'Site and dates',
  guests: 'Guests',
  vehicle: 'Vehicle',
  policies: 'Policies',
  payment: 'Payment',
  review: 'Review',
};

/** The step's name for people; a field the API adds later reads as its own name. */
export function stepLabel(step: string): string {
  const label = LABELS[step];
  if (label) return label;
  const words = step
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
