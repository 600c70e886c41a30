// POST /field-reports (docs/api-community.md): a report written with a review links to it.
import { signedInApiClient } from '@/lib/session-api-client';
import type { FieldReportAttributesInput } from './field-report-draft';

export async function createFieldReport(
  campgroundId: string,
  reviewId: string | null,
  attributes: FieldReportAttributesInput,
): Promise<void> {
  await (
    await signedInApiClient()
  ).write('POST', '/field-reports', {
    type: 'field-reports',
    attributes: { ...attributes },
    relationships: {
      campground: { type: 'campgrounds', id: campgroundId },
      ...(reviewId ? { review: { type: 'reviews', id: reviewId } } : {}),
    },
  });
}
