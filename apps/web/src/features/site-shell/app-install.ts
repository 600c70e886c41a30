// "Continue in App" without a native app: the site is an installable web app (app/manifest.ts).
// Chromium offers installing it through the beforeinstallprompt event, which must be caught when
// it fires (early, once per page) and kept until the visitor asks; other browsers install from
// their own menu, so the interstitial explains how there instead.

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Starts catching the install prompt; idempotent. Call as early as the page allows. */
export function catchInstallPrompt(): void {
  if (typeof window === 'undefined' || window.campwiseInstallPromptCaught) return;
  window.campwiseInstallPromptCaught = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the 'Continue in App' button instead of the browser's own mini bar.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

declare global {
  interface Window {
    campwiseInstallPromptCaught?: boolean;
  }
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function canPromptInstall(): boolean {
  return deferred !== null;
}

/** Shows the browser's install dialog; the visitor's answer, or 'unavailable' without a prompt. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  // A prompt can be shown once.
  deferred = null;
  notify();
  await event.prompt();
  return (await event.userChoice).outcome;
}

/** Already running as the installed app: no point asking to continue in it. */
export function isInstalledApp(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    ('standalone' in navigator && navigator.standalone === true)
  );
}

/** How to add the site to the home screen where the browser has no install prompt. */
export function installSteps(userAgent: string): string[] {
  if (/iPhone|iPad|iPod/.test(userAgent)) {
    return ["Tap the Share button in Safari's toolbar.", "Choose 'Add to Home Screen', then 'Add'."];
  }
  return ["Open your browser's menu (⋮ or ⋯).", "Choose 'Install app' or 'Add to Home screen', then confirm."];
}
