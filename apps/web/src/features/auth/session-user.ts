// The signed-in user as the session carries it (spec section 3: id, admin, manager, pro, email,
// phone, fullName). Client-safe: the header and every "is this user PRO?" check read it.
// Plain types, no zod: the header and support widget import this on every page, and the
// schema that checks the API's answer (session-user-schema.ts) is needed on the server only.
export interface SessionUser {
  id: string;
  admin: boolean;
  manager: boolean;
  pro: boolean;
  email: string;
  phone: string | null;
  fullName: string;
}

/** What the header shows on its account button: the first name, else the email's local part. */
export function displayName(user: Pick<SessionUser, 'fullName' | 'email'>): string {
  const first = user.fullName.trim().split(/\s+/)[0];
  return first || user.email.split('@')[0] || user.email;
}

/** One or two letters for the avatar circle. */
export function initials(user: Pick<SessionUser, 'fullName' | 'email'>): string {
  const words = user.fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? [words[0], words.length > 1 ? words[words.length - 1] : ''] : [user.email];
  return letters
    .map((word) => (word ? Array.from(word)[0] : ''))
    .join('')
    .toUpperCase();
}
