// The admin's review of suggested campgrounds (docs/api-claims.md "Suggested listings").
import type { ApiClient } from '@/lib/api-client';

const SUBMISSIONS = 'campground-submissions';

/** Approving creates the campground, public at once; answers its id. */
export async function approveSubmission(client: ApiClient, submissionId: string): Promise<string | null> {
  const body = await client.postAction(`/${SUBMISSIONS}/${encodeURIComponent(submissionId)}/approval`, SUBMISSIONS, {});
  const id = (body?.data as { attributes?: Record<string, unknown> } | undefined)?.attributes?.['campground-id'];
  return id === undefined || id === null ? null : String(id);
}

export async function rejectSubmission(client: ApiClient, submissionId: string, reason: string): Promise<void> {
  await client.postAction(`/${SUBMISSIONS}/${encodeURIComponent(submissionId)}/rejection`, 'submission-rejections', {
    reason: reason.trim(),
  });
}
