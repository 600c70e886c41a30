'use client';

import dynamic from 'next/dynamic';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { bellShown } from '../bell-label';

// The bell, its panel and the notification calls in a chunk of their own: only signed-in
// members see the bell, so a visitor's pages (most first visits) do not download it (issue 17).
// Rendered on the server like the rest of the header, so a member's page shows it at once.
const NotificationBell = dynamic(() => import('./notification-bell').then((module) => module.NotificationBell));

/** The header's notification bell, loaded only for a signed-in member. */
export function LazyNotificationBell({ signedInHint }: { signedInHint: boolean }) {
  const { status } = useCurrentUser();
  return bellShown(status, signedInHint) ? <NotificationBell signedInHint={signedInHint} /> : null;
}
