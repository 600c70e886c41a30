// manager-invitations, campground-managers and the manager's campgrounds as resources.
import { managerPortalState } from '@campwise/domain';
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import type { ClaimRow } from '../claims/claim-repository.ts';
import type { CampgroundRecord } from '../campgrounds/campground-repository.ts';
import { campgroundResource } from '../campgrounds/campground-serializer.ts';
import type { InvitationRow, ManagedCampground, TeamMember } from './manager-team-repository.ts';

export function invitationResource(row: InvitationRow, campgroundName: string, now: Date): ResourceObject {
  const status = row.acceptedAt ? 'accepted' : row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
  return resource(
    'manager-invitations',
    String(row.id),
    {
      email: row.email,
      campgroundId: String(row.campgroundId),
      campgroundName,
      status,
      expiresAt: row.expiresAt.toISOString(),
      acceptedAt: row.acceptedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    },
    { campground: { data: { type: 'campgrounds', id: String(row.campgroundId) } } },
  );
}

export function managerResource(member: TeamMember): ResourceObject {
  return resource('campground-managers', String(member.userId), {
    userId: String(member.userId),
    fullName: member.fullName,
    email: member.email,
    role: member.role,
  });
}

/** A campground as its manager sees it in the portal: the usual resource plus their role and work. */
export function managedCampgroundResource(
  row: CampgroundRecord,
  managed: ManagedCampground,
  approvedClaim: ClaimRow | undefined,
): ResourceObject {
  const base = campgroundResource(row);
  return {
    ...base,
    attributes: {
      ...base.attributes,
      'manager-role': managed.role,
      'booking-settings-id': managed.bookingSettingsId === null ? null : String(managed.bookingSettingsId),
      'pending-request-count': managed.pendingRequestCount,
      'portal-state': managerPortalState(approvedClaim ?? null),
    },
    relationships: {
      ...base.relationships,
      'campground-claim': { data: approvedClaim ? { type: 'campground-claims', id: String(approvedClaim.id) } : null },
    },
  };
}
