// Telling the other tabs that the session changed, in next-auth's own words: its signIn,
// signOut and getSession write this localStorage key, so the messages they still post (sign-out
// runs through next-auth) and ours look alike, and every tab listens for one kind.
// Format: next-auth v4's client/_utils.js BroadcastChannel().

export const SESSION_MESSAGE_KEY = 'nextauth.message';

/** What a session message carries: next-auth's trigger names ('getSession', 'signout'). */
export function sessionMessage(trigger: string, nowMs: number): string {
  return JSON.stringify({ event: 'session', data: { trigger }, timestamp: Math.floor(nowMs / 1000) });
}

/** Whether a storage event's key and new value are a session message from another tab. */
export function isSessionMessage(key: string | null, newValue: string | null): boolean {
  if (key !== SESSION_MESSAGE_KEY || !newValue) return false;
  try {
    const message = JSON.parse(newValue) as { event?: unknown; data?: unknown } | null;
    return message?.event === 'session' && Boolean(message.data);
  } catch {
    return false;
  }
}

/** Posts a message; the storage event it fires reaches every other tab of this origin. */
export function postSessionMessage(storage: Pick<Storage, 'setItem'> | null, trigger: string, nowMs: number): void {
  try {
    storage?.setItem(SESSION_MESSAGE_KEY, sessionMessage(trigger, nowMs));
  } catch {
    // Storage full or refused: the other tabs catch up when they are next shown.
  }
}
