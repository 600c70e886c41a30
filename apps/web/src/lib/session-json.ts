// What GET /api/auth/session answers, checked where it enters the browser. By hand, not with
// zod: the session is read on every page and zod stays out of a visitor's first load (decision
// 0033). The shape is the one auth-callbacks.server.ts gives next-auth's session callback.
import type { Session } from 'next-auth';

type SessionUser = Session['user'];

const USER_FIELDS = [
  'id',
  'admin',
  'manager',
  'pro',
  'email',
  'phone',
  'fullName',
] as const satisfies readonly (keyof SessionUser)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSessionUser(value: unknown): value is SessionUser {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.admin === 'boolean' &&
    typeof value.manager === 'boolean' &&
    typeof value.pro === 'boolean' &&
    typeof value.email === 'string' &&
    (value.phone === null || typeof value.phone === 'string') &&
    typeof value.fullName === 'string'
  );
}

/**
 * The session in the endpoint's JSON: null for `{}` (nobody signed in, or a session that could
 * not be renewed), undefined for anything else that is not a session we can use.
 */
export function sessionFromJson(value: unknown): Session | null | undefined {
  if (!isRecord(value)) return undefined;
  if (Object.keys(value).length === 0) return null;
  const { expires, accessToken, user } = value;
  if (typeof expires !== 'string' || typeof accessToken !== 'string' || !isSessionUser(user)) return undefined;
  return { expires, accessToken, user };
}

/** Whether two reads say the same: `expires` moves on with every read, so it does not count. */
export function sameSession(a: Session | null, b: Session | null): boolean {
  if (a === null || b === null) return a === b;
  return a.accessToken === b.accessToken && USER_FIELDS.every((field) => a.user[field] === b.user[field]);
}
