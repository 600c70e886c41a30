// What the header's bell says: its accessible name carries the unread count (a screen reader
// hears it on the button itself), and the badge caps what fits in the circle.

export function bellLabel(unread: number): string {
  if (unread <= 0) return 'Notifications, none unread';
  return `Notifications, ${unread} unread`;
}

export function bellBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}

/**
 * Whether the bell shows: for a signed-in member, and while the session loads for a page the
 * server rendered signed in (so it does not blink out and back).
 */
export function bellShown(status: 'authenticated' | 'loading' | 'unauthenticated', signedInHint: boolean): boolean {
  return status === 'authenticated' || (status === 'loading' && signedInHint);
}
