// Accepting a co-manager invitation (docs/api-claims.md `manager-invitations`): the emailed link's
// token makes the signed-in user a manager of the campground.
import type { ApiClient } from '@/lib/api-client';

export interface AcceptedInvitation {
  campgroundName: string | null;
}

export async function acceptInvitation(client: ApiClient, token: string): Promise<AcceptedInvitation> {
  const body = await client.postAction('/manager-invitations/accept', 'manager-invitations', { token });
  const attributes = (body?.data as { attributes?: Record<string, unknown> } | undefined)?.attributes ?? {};
  const name = attributes['campground-name'];
  return { campgroundName: typeof name === 'string' && name ? name : null };
}
