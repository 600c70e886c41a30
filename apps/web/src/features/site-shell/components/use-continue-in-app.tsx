'use client';

import { useState, useSyncExternalStore } from 'react';
import { canPromptInstall, installSteps, promptInstall, subscribeInstallPrompt } from '../app-install';
import styles from './site-shell.module.css';

/**
 * What 'Continue in App' does: the browser's install dialog where it offers one (closing the
 * prompt once installed), else the steps to add the site to the home screen by hand.
 */
export function useContinueInApp(onClose: () => void) {
  const installable = useSyncExternalStore(subscribeInstallPrompt, canPromptInstall, () => false);
  const [steps, setSteps] = useState<string[] | null>(null);
  const continueInApp = async () => {
    const outcome = installable ? await promptInstall() : 'unavailable';
    if (outcome === 'accepted') onClose();
    else if (outcome === 'unavailable') setSteps(installSteps(navigator.userAgent));
  };
  return { steps, continueInApp: () => void continueInApp() };
}

export function InstallSteps({ steps }: { steps: string[] | null }) {
  if (!steps) return null;
  return (
    <ol className={styles.steps} aria-label="Add to your home screen">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}
