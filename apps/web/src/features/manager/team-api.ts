// A campground's team (docs/api-claims.md, "Co-managers"): its managers and the invitations sent.
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';

export const teamMemberSchema = z.object({
  id: z.string(),
  userId: z.union([z.string(), z.number()]).transform(String),
  fullName: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  email: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  role: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.string().catch('pending'),
  acceptedAt: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  expiresAt: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});
export type Invitation = z.infer<typeof invitationSchema>;

const managersPath = (campgroundId: string) => `campgrounds/${encodeURIComponent(campgroundId)}/managers`;

export async function loadTeam(
  client: ApiClient,
  campgroundId: string,
): Promise<{ members: TeamMember[]; invitations: Invitation[] }> {
  const [members, invitations] = await Promise.all([
    client.findAll(managersPath(campgroundId)),
    client.findAll('manager-invitations', { filter: { campground: campgroundId } }),
  ]);
  return {
    members: members.data.map((record) => teamMemberSchema.parse(record)),
    // Accepted invitations are team members already, and expired ones cannot be used.
    invitations: invitations.data
      .map((record) => invitationSchema.parse(record))
      .filter((item) => item.status === 'pending' && !item.acceptedAt),
  };
}

export async function inviteManager(client: ApiClient, campgroundId: string, email: string): Promise<void> {
  await client.createRecord(
    'manager-invitations',
    { email },
    { relationships: { campground: { type: 'campgrounds', id: campgroundId } } },
  );
}

export async function removeManager(client: ApiClient, campgroundId: string, userId: string): Promise<void> {
  await client.deleteRecord(managersPath(campgroundId), userId);
}
