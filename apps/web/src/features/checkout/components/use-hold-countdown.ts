'use client';

import { useEffect, useState } from 'react';
import { secondsLeft } from '../hold-countdown';

/** Seconds left on the hold, ticking each second; null with no hold. */
export function useHoldCountdown(holdExpiresAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(holdExpiresAt, now);
  const running = left !== null && left > 0;

  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running, holdExpiresAt]);

  return left;
}
