'use client';

// This browser's side of web push: the service worker (/sw.js), the permission prompt, the
// subscription, and telling the API about it with the signed-in member's token.
import { browserStorage } from '@/lib/browser-storage';
import { createApiClient, ApiError } from '@/lib/api-client';
import { signedInApiClient } from '@/lib/session-api-client';
import { deletePushSubscription, loadPushConfig, savePushSubscription, subscriptionAttributes } from './push-api';
import { derivePushState, sameKey, supportsPush, base64UrlToBytes, type PushState } from './push-state';

const WORKER_URL = '/sw.js';
/** The API's id of this browser's subscription, kept to delete it when the member turns push off. */
const STORAGE_KEY = 'campwise.push-subscription';

interface StoredSubscription {
  endpoint: string;
  id: string;
}

function storedSubscription(endpoint: string): StoredSubscription | null {
  try {
    const stored = JSON.parse(browserStorage()?.getItem(STORAGE_KEY) ?? 'null') as StoredSubscription | null;
    return stored?.endpoint === endpoint ? stored : null;
  } catch {
    return null;
  }
}

function rememberSubscription(endpoint: string, id: string): void {
  browserStorage()?.setItem(STORAGE_KEY, JSON.stringify({ endpoint, id }));
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function saveForMember(subscription: PushSubscription): Promise<void> {
  const attributes = subscriptionAttributes(subscription.toJSON());
  if (!attributes) throw new Error('This browser made a push subscription without keys.');
  const id = await savePushSubscription(await signedInApiClient(), attributes);
  rememberSubscription(attributes.endpoint, id);
}

/**
 * Where this browser stands. A subscription already here is stored again for the signed-in
 * member (the API moves it to them), so a shared device follows whoever is signed in.
 */
export async function readPushState(): Promise<PushState> {
  if (!supportsPush(window)) return 'unsupported';
  const config = await loadPushConfig(createApiClient());
  const subscription = config.vapidPublicKey ? await currentSubscription() : null;
  const subscribed =
    subscription !== null && sameKey(subscription.options.applicationServerKey, config.vapidPublicKey ?? '');
  const state = derivePushState({
    supported: true,
    serverEnabled: config.enabled,
    permission: Notification.permission,
    subscribed,
  });
  // Best effort: the switch shows this browser's state either way, and the next toggle saves again.
  if (state === 'on' && subscription) await saveForMember(subscription).catch(() => undefined);
  return state;
}

/**
 * Asks for permission (the browser shows its prompt once), registers the service worker,
 * subscribes with the server's VAPID key and stores the subscription for the member. Answers the
 * state the switch shows next: on, blocked (denied), or off (the prompt was dismissed).
 */
export async function enablePushNotifications(): Promise<PushState> {
  if (!supportsPush(window)) return 'unsupported';
  const config = await loadPushConfig(createApiClient());
  if (!config.enabled || !config.vapidPublicKey) return 'server-off';
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';

  const subscription = await subscribeThisBrowser(config.vapidPublicKey).catch((error: unknown) => {
    throw new PushSetupError(error);
  });
  await saveForMember(subscription);
  return 'on';
}

/** The browser could not register the worker or get a subscription from its push service. */
export class PushSetupError extends Error {
  constructor(cause: unknown) {
    super('This browser couldn’t reach its push service, so notifications are still off. Please try again later.', {
      cause,
    });
  }
}

async function subscribeThisBrowser(vapidPublicKey: string): Promise<PushSubscription> {
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, vapidPublicKey)) return existing;
  // A subscription made with an older key cannot be pushed to with the new one.
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(vapidPublicKey),
  });
}

/** Unsubscribes this browser and removes its subscription from the member's account. */
export async function disablePushNotifications(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (!subscription) return 'off';
  const stored = storedSubscription(subscription.endpoint);
  if (stored) {
    // Already gone (removed on another tab, or moved to someone else) is what was wanted.
    await deletePushSubscription(await signedInApiClient(), stored.id).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    });
    browserStorage()?.removeItem(STORAGE_KEY);
  }
  // Without the id the API learns of it at the next push: the service answers 410 and it is removed.
  await subscription.unsubscribe();
  return 'off';
}
