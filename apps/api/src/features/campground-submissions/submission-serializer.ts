import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import type { SubmissionDetails } from './submission-campground.ts';
import type { SubmissionRow } from './submission-repository.ts';

export function submissionResource(row: SubmissionRow): ResourceObject {
  const details = row.details as SubmissionDetails;
  return resource(
    'campground-submissions',
    String(row.id),
    {
      submitterRole: row.submitterRole,
      status: row.status,
      name: row.name,
      latitude: row.latitude,
      longitude: row.longitude,
      description: details.description ?? null,
      website: details.website ?? null,
      phone: details.phone ?? null,
      email: details.email ?? null,
      siteTypes: details.siteTypes ?? [],
      amenities: details.amenities ?? [],
      priceCents: details.priceCents ?? null,
      reservable: details.reservable ?? null,
      userId: String(row.submittedBy),
      campgroundId: row.campgroundId === null ? null : String(row.campgroundId),
      rejectionReason: row.rejectionReason,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    },
    { campground: { data: row.campgroundId === null ? null : { type: 'campgrounds', id: String(row.campgroundId) } } },
  );
}
