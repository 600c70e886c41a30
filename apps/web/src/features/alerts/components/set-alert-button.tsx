'use client';

import type { ReactNode } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { type AlertEntryRequest, type AlertEntrySource, useAlertEntry } from '../use-alert-entry';

export interface SetAlertButtonProps extends AlertEntryRequest {
  source: AlertEntrySource;
  /** 'Set an alert' unless given. */
  children?: ReactNode;
  /** For a button whose words alone do not say which campground (a list of several). */
  'aria-label'?: string;
  secondary?: boolean;
}

/** "Set an alert": signs a visitor in, then the alert form for PRO members, else alerts-pro-upgrade. */
export function SetAlertButton({ source, children, secondary, 'aria-label': label, ...request }: SetAlertButtonProps) {
  const openAlert = useAlertEntry(source);
  return (
    <button
      type="button"
      className={`${buttonStyles.button}${secondary ? ` ${buttonStyles.secondary}` : ''}`}
      aria-label={label}
      onClick={() => openAlert(request)}
    >
      {children ?? 'Set an alert'}
    </button>
  );
}
