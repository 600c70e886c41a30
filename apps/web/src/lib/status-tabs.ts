export interface StatusTab<S extends string> {
  value: S;
  label: string;
  href: string;
}

/**
 * An admin queue's tabs by status, in the order given: the first status is the queue's page
 * itself (what an admin opens), each other one adds ?status=.
 */
export function statusTabs<S extends string>(
  path: string,
  statuses: readonly S[],
  labels: Record<S, string>,
): StatusTab<S>[] {
  return statuses.map((value, index) => ({
    value,
    label: labels[value],
    href: index === 0 ? path : `${path}?status=${value}`,
  }));
}
