// The account page's calls (docs/api-accounts.md), made with the signed-in user's own token.
import { maskPhone } from '@campwise/domain';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';

export const accountProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z
    .string()
    .nullish()
    .transform((name) => name ?? ''),
  phone: z
    .string()
    .nullish()
    .transform((phone) => phone ?? null),
  emailNotification: z.boolean().default(false),
  phoneNotification: z.boolean().default(false),
  pro: z.boolean().default(false),
  hasPassword: z.boolean().default(false),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** What the profile form edits, as the form holds it. */
export interface ProfileDraft {
  fullName: string;
  phone: string;
  emailNotification: boolean;
  phoneNotification: boolean;
}

export function draftFromProfile(profile: AccountProfile): ProfileDraft {
  return {
    fullName: profile.fullName,
    phone: profile.phone ? maskPhone(profile.phone) : '',
    emailNotification: profile.emailNotification,
    phoneNotification: profile.phoneNotification,
  };
}

/** Only what changed, ready for PATCH; nothing changed gives an empty object (a no-op). */
export function changedAttributes(saved: ProfileDraft, edited: ProfileDraft): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (edited.fullName.trim() !== saved.fullName.trim()) changes.fullName = edited.fullName.trim();
  if (edited.phone.trim() !== saved.phone.trim()) changes.phone = edited.phone.trim() || null;
  if (edited.emailNotification !== saved.emailNotification) changes.emailNotification = edited.emailNotification;
  if (edited.phoneNotification !== saved.phoneNotification) changes.phoneNotification = edited.phoneNotification;
  return changes;
}

export async function loadProfile(client: ApiClient, userId: string): Promise<AccountProfile> {
  return accountProfileSchema.parse(await client.findRecord('users', userId));
}

/** PATCH /api/v6/users/{id}; answers the saved profile. */
export async function saveProfile(
  client: ApiClient,
  profile: AccountProfile,
  changes: Record<string, unknown>,
): Promise<AccountProfile> {
  const saved = await client.updateRecord('users', profile.id, changes);
  return Object.keys(changes).length === 0 ? profile : accountProfileSchema.parse(saved);
}

/** POST /api/v6/users/{id}/password. */
export async function changePassword(
  client: ApiClient,
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  await client.postAction(`/users/${encodeURIComponent(userId)}/password`, 'password-changes', {
    currentPassword,
    newPassword,
  });
}

/** DELETE /api/v6/users/{id}: the API revokes every token of the account with it. */
export async function deleteAccount(client: ApiClient, userId: string): Promise<void> {
  await client.deleteRecord('users', userId);
}

/** The delete confirmation accepts the account's email, however it is capitalised or spaced. */
export function confirmsEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase() && typed.trim() !== '';
}
