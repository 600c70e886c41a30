// Small rules the admin screens share: a rejection needs a reason the claimant can read (1–500
// characters, as the API takes it), and each role switch says what it will do.
import type { AdminUser, UserRole } from './admin-users-api';

export const REJECTION_REASON_MAX = 500;

export const REVIEW_MESSAGES = {
  reasonRequired: 'Say why, so the person can fix it or understand.',
  reasonTooLong: `Keep the reason under ${REJECTION_REASON_MAX} characters.`,
} as const;

export function rejectionReasonError(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return REVIEW_MESSAGES.reasonRequired;
  return trimmed.length > REJECTION_REASON_MAX ? REVIEW_MESSAGES.reasonTooLong : null;
}

const ROLE_NAMES: Record<UserRole, string> = { admin: 'admin', manager: 'manager' };

/** "Make manager" or "Remove manager": the switch names the change it makes. */
export function roleActionLabel(user: Pick<AdminUser, UserRole>, role: UserRole): string {
  return `${user[role] ? 'Remove' : 'Make'} ${ROLE_NAMES[role]}`;
}

/** Admins cannot take their own admin rights away here: someone else has to. */
export function canChangeRole(user: Pick<AdminUser, 'id'>, role: UserRole, currentUserId: string): boolean {
  return !(role === 'admin' && user.id === currentUserId);
}
