// The admin's claim queue (docs/api-claims.md "Admin"): claims of a status with their campground,
// approving, rejecting with a reason, and reading the documents a claimant uploaded.
import { API_BASE_PATH } from '@campwise/domain';
import { type Claim, type ClaimStatus, claimCampgroundSchema, claimSchema } from '@/features/claims/claim-schema';
import { API_ERROR_TEXT, ApiError, readErrors } from '@/lib/api-error';
import type { ApiClient } from '@/lib/api-client';
import { authHeaders } from '@/lib/api-request';

const CLAIMS = 'campground-claims';
export const ADMIN_QUEUE_PAGE_SIZE = 50;

/** The statuses an admin filters the queue by; pending (waiting for them) first. */
export const ADMIN_CLAIM_FILTERS: readonly ClaimStatus[] = ['pending', 'unverified', 'approved', 'rejected', 'revoked'];

export interface QueuedClaim {
  claim: Claim;
  campground: {
    name: string;
    slug: string;
    regionSlug: string;
    email: string | null;
    phone: string | null;
    website: string | null;
  } | null;
  /** A contest's disputed claim (the campground's approved one when it was filed), for the admin to compare. */
  contested: Claim | null;
}

export async function loadClaimQueue(
  client: ApiClient,
  status: ClaimStatus,
): Promise<{ claims: QueuedClaim[]; total: number }> {
  const { data, related, meta } = await client.findAll(CLAIMS, {
    filter: { status },
    include: 'campground,contested-claim',
    page: { size: ADMIN_QUEUE_PAGE_SIZE, number: 1 },
  });
  const claims = data.map((record) => {
    const parsed = claimCampgroundSchema.safeParse(related(record, 'campground')[0]);
    const contested = claimSchema.safeParse(related(record, 'contested-claim')[0]);
    return {
      claim: claimSchema.parse(record),
      campground: parsed.success ? parsed.data : null,
      contested: contested.success ? contested.data : null,
    };
  });
  return { claims, total: Number(meta.total ?? claims.length) };
}

export async function approveClaim(client: ApiClient, claimId: string): Promise<void> {
  await client.postAction(`/${CLAIMS}/${encodeURIComponent(claimId)}/approval`, CLAIMS, {});
}

export async function rejectClaim(client: ApiClient, claimId: string, reason: string): Promise<void> {
  await client.postAction(`/${CLAIMS}/${encodeURIComponent(claimId)}/rejection`, 'claim-rejections', {
    reason: reason.trim(),
  });
}

/** A claimant's document (counted from 1), read with the admin's token (a plain link would not carry it). */
export async function fetchClaimDocument(token: string, claimId: string, index: number): Promise<Blob> {
  const url = `${API_BASE_PATH}/${CLAIMS}/${encodeURIComponent(claimId)}/documents/${index}`;
  const response = await fetch(url, { headers: authHeaders(token), credentials: 'same-origin' });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, url, readErrors(text, response.status, API_ERROR_TEXT.loading('documents')));
  }
  return response.blob();
}
