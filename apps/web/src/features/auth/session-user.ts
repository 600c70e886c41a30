// The signed-in user as the session carries it (spec section 3: id, admin, manager, pro, email,
// phone, fullName). Client-safe: the header and every "is this user PRO?" check read it.
import { z } from 'zod';

export const sessionUserSchema = z.object({
  id: z.string(),
  admin: z.boolean().default(false),
  manager: z.boolean().default(false),
  pro: z.boolean().default(false),
  email: z.string(),
  phone: z
    .string()
    .nullish()
    .transform((phone) => phone ?? null),
  // Accounts created through Google or Apple may come without a name.
  fullName: z
    .string()
    .nullish()
    .transform((name) => name ?? ''),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

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
