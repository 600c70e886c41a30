// The ab-test-info cookie (spec section 3): the visitor's variants as a JSON object keyed by
// experiment, each { name, variant, id, header }. It keeps a visitor in one variant across pages,
// reloads and sign-ins, and it is what a PRO purchase's attribution carries.
import { GENERATED_ID_PATTERN } from '@campwise/domain';

export const AB_TEST_COOKIE = 'ab-test-info';
/** A year: an experiment outlives any one visit. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface VariantAssignment {
  /** The experiment's name. */
  name: string;
  variant: string;
  /** The assignment's own id (a generated id prefixed with the experiment's name). */
  id: string;
  header: string;
}

export type Assignments = Readonly<Record<string, VariantAssignment>>;

function isAssignment(key: string, value: unknown): value is VariantAssignment {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    entry.name === key &&
    typeof entry.variant === 'string' &&
    entry.variant !== '' &&
    typeof entry.id === 'string' &&
    GENERATED_ID_PATTERN.test(entry.id) &&
    typeof entry.header === 'string'
  );
}

function cookieValue(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator >= 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return null;
}

/** The well-formed assignments in a Cookie header (document.cookie); anything else is dropped. */
export function readAssignments(cookieHeader: string): Assignments {
  const raw = cookieValue(cookieHeader, AB_TEST_COOKIE);
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(raw));
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const assignments: Record<string, VariantAssignment> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (isAssignment(key, value)) {
      assignments[key] = { name: value.name, variant: value.variant, id: value.id, header: value.header };
    }
  }
  return assignments;
}

export function abTestCookie(assignments: Assignments, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(assignments));
  return `${AB_TEST_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** { experiment: variant }: what analytics events carry. */
export function variantsOf(assignments: Assignments): Record<string, string> {
  return Object.fromEntries(Object.values(assignments).map((entry) => [entry.name, entry.variant]));
}
