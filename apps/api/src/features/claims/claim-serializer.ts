// campground-claims resources. The code, its hash, where it went (unmasked) and the documents'
// storage keys never leave the API.
import { managerPortalState } from '@campwise/domain';
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import { maskEmail, maskPhone } from './claim-codes.ts';
import type { ClaimRecord } from './claim-repository.ts';

function targetHint(claim: ClaimRecord): string | null {
  if (!claim.verificationTarget) return null;
  return claim.verificationMethod === 'listed-phone'
    ? maskPhone(claim.verificationTarget)
    : maskEmail(claim.verificationTarget);
}

export function claimResource(claim: ClaimRecord): ResourceObject {
  return resource(
    'campground-claims',
    String(claim.id),
    {
      campgroundId: String(claim.campgroundId),
      userId: String(claim.userId),
      status: claim.status,
      claimantName: claim.claimantName,
      claimantRole: claim.claimantRole,
      businessName: claim.businessName,
      phone: claim.phone,
      website: claim.website,
      bookingIntention: claim.bookingIntention,
      bookingMethod: claim.bookingMethod,
      portalState: managerPortalState(claim),
      verificationMethod: claim.verificationMethod,
      verificationTargetHint: targetHint(claim),
      verifiedAt: claim.verifiedAt?.toISOString() ?? null,
      documents: claim.documents.map((doc) => ({
        filename: doc.filename,
        'content-type': doc.contentType,
        bytes: doc.bytes,
      })),
      rejectionReason: claim.rejectionReason,
      reviewedAt: claim.reviewedAt?.toISOString() ?? null,
      createdAt: claim.createdAt.toISOString(),
      campgroundName: claim.campgroundName,
      campgroundSlug: claim.campgroundSlug,
      regionSlug: claim.regionSlug,
      contestsClaimId: claim.contestsClaimId === null ? null : String(claim.contestsClaimId),
      contestReason: claim.contestReason,
    },
    {
      campground: { data: { type: 'campgrounds', id: String(claim.campgroundId) } },
      user: { data: { type: 'users', id: String(claim.userId) } },
      contestedClaim: {
        data: claim.contestsClaimId === null ? null : { type: 'campground-claims', id: String(claim.contestsClaimId) },
      },
    },
  );
}
