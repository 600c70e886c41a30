'use client';

import type { ReactNode } from 'react';
import { useProUpsell } from '../use-pro-upsell';

export interface GetProButtonProps {
  children?: ReactNode;
  className?: string;
  /** Where a PRO member goes next (see useProUpsell). */
  redirect?: string;
}

/** A button that starts the PRO purchase for whoever presses it. */
export function GetProButton({ children = 'Get PRO', className, redirect }: GetProButtonProps) {
  const { openProUpsell } = useProUpsell();
  return (
    <button type="button" className={className} onClick={() => openProUpsell(redirect ? { redirect } : {})}>
      {children}
    </button>
  );
}
