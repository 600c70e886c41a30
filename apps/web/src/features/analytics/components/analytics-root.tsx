'use client';

// The browser's analytics set-up, once per page load: the visitor's experiments assigned (or
// forced by ?experiment-{name}=…) before any event is sent, then the sinks; on each navigation
// the experiments are checked again, so a forcing link followed inside the site works too.
import { useSession } from '@/features/auth/use-session';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { ensureAssignments } from '@/features/experiments/experiments';
import { configureAnalytics } from '@/lib/analytics';

export function AnalyticsRoot({ gtmId }: { gtmId: string | null }) {
  const { data: session } = useSession();
  const pathname = usePathname();
  const accessToken = useRef<string | null>(null);
  accessToken.current = session?.accessToken ?? null;

  useEffect(() => {
    ensureAssignments();
    return configureAnalytics({ gtmId, accessToken: () => accessToken.current });
  }, [gtmId]);

  useEffect(() => {
    ensureAssignments();
  }, [pathname]);

  return null;
}
