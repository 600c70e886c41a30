// A campground claim as the web reads it (docs/api-claims.md, `campground-claims`), camelCased by
// the API client. Tolerant of absent optional members, strict on the ones the screens branch on.
import { BOOKING_INTENTIONS } from '@campwise/domain';
import { z } from 'zod';

export const CLAIM_STATUSES = ['unverified', 'pending', 'approved', 'rejected', 'withdrawn', 'revoked'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIMANT_ROLES = ['owner', 'manager', 'staff', 'other'] as const;
export type ClaimantRole = (typeof CLAIMANT_ROLES)[number];

export const VERIFICATION_METHODS = ['listed-email', 'listed-phone', 'business-email', 'document'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

const nullableText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : null));

const documentSchema = z.object({
  filename: z.string(),
  contentType: z.string().nullish(),
  bytes: z.number().nullish(),
});

export const claimSchema = z.object({
  id: z.string(),
  campgroundId: z.union([z.string(), z.number()]).transform(String),
  userId: z.union([z.string(), z.number()]).transform(String),
  status: z.enum(CLAIM_STATUSES),
  claimantName: z.string().default(''),
  claimantRole: z.enum(CLAIMANT_ROLES).nullish().catch(null),
  businessName: nullableText,
  phone: nullableText,
  website: nullableText,
  bookingIntention: z.enum(BOOKING_INTENTIONS).nullish().catch(null),
  bookingMethod: nullableText,
  verificationMethod: z.enum(VERIFICATION_METHODS).nullish().catch(null),
  verificationTargetHint: nullableText,
  verifiedAt: nullableText,
  documents: z
    .array(documentSchema)
    .nullish()
    .transform((value) => value ?? []),
  rejectionReason: nullableText,
  reviewedAt: nullableText,
  createdAt: nullableText,
  campgroundName: nullableText,
  campgroundSlug: nullableText,
  regionSlug: nullableText,
  /** A contest: the approved claim it disputes (its details are never shown to the contester). */
  contestsClaimId: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value == null ? null : String(value))),
  contestReason: nullableText,
});
export type Claim = z.infer<typeof claimSchema>;

/** The campground as the claim pages show it: GET campgrounds?filter[slug]=…&include=campground-claims. */
export const claimCampgroundSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  regionCode: z.string(),
  regionSlug: z.string(),
  regionName: z.string().default(''),
  nearestTown: nullableText,
  phone: nullableText,
  email: nullableText,
  website: nullableText,
  /** An approved claim exists (anyone's). */
  claimed: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});
export type ClaimCampground = z.infer<typeof claimCampgroundSchema>;

export const STATUS_LABELS: Record<ClaimStatus, string> = {
  unverified: 'Not verified yet',
  pending: 'In review',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  revoked: 'Revoked',
};

export const ROLE_LABELS: Record<ClaimantRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  staff: 'Staff',
  other: 'Other',
};

export const VERIFICATION_LABELS: Record<VerificationMethod, string> = {
  'listed-email': 'Code to the listed email',
  'listed-phone': 'Code to the listed phone',
  'business-email': 'Business email on the website’s domain',
  document: 'Document upload',
};

export function isOpenClaim(claim: Pick<Claim, 'status'>): boolean {
  return claim.status === 'unverified' || claim.status === 'pending';
}
