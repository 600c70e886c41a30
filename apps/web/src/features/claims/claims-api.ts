// The claimant's calls (docs/api-claims.md), from the browser with the signed-in user's token.
import { CLAIMS_PAGE_SIZE } from '@campwise/domain';
import type { ApiClient } from '@/lib/api-client';
import { camelizeKeys } from '@/lib/json-api/camelize-keys';
import {
  type Claim,
  type ClaimCampground,
  claimCampgroundSchema,
  claimSchema,
  type VerificationMethod,
} from './claim-schema';

const CLAIMS = 'campground-claims';
/** The document type of the verification actions' bodies (start, and the code). */
const VERIFICATIONS = 'claim-verifications';

export interface CampgroundWithClaims {
  campground: ClaimCampground;
  claims: Claim[];
}

/** Spec section 7: GET campgrounds filter slug, include campground-claims (one per state using the slug). */
export async function loadCampgroundsBySlug(client: ApiClient, slug: string): Promise<CampgroundWithClaims[]> {
  const { data, related } = await client.findAll('campgrounds', {
    filter: { slug },
    include: CLAIMS,
  });
  return data.map((record) => ({
    campground: claimCampgroundSchema.parse(record),
    claims: related(record, CLAIMS).map((claim) => claimSchema.parse(claim)),
  }));
}

export interface MyClaim {
  claim: Claim;
  /** The included campground's name and URL parts, when the API sent it. */
  campground: { id: string; name: string; slug: string; regionSlug: string } | null;
}

/** Spec section 7: GET campground-claims filter userId, include campground, page size 200, number 1. */
export async function loadMyClaims(client: ApiClient, userId: string): Promise<MyClaim[]> {
  const { data, related } = await client.findAll(CLAIMS, {
    filter: { userId },
    include: 'campground',
    page: { size: CLAIMS_PAGE_SIZE, number: 1 },
  });
  return data.map((record) => {
    const [campground] = related(record, 'campground');
    const parsed = campground ? claimCampgroundSchema.safeParse(campground) : null;
    return {
      claim: claimSchema.parse(record),
      campground: parsed?.success
        ? {
            id: parsed.data.id,
            name: parsed.data.name,
            slug: parsed.data.slug,
            regionSlug: parsed.data.regionSlug,
          }
        : null,
    };
  });
}

export interface ClaimantDetails {
  claimantName: string;
  claimantRole: string;
  businessName: string;
  phone: string;
  website: string;
  bookingIntention: string;
  /** A contest of the campground's approved claim: why it is the claimant's. Blank for a claim. */
  contestReason?: string;
}

/**
 * Blank optional fields go as '' (the API's "none"), so clearing a field on resume clears it. A
 * contest's reason goes only when there is one: the API refuses a reason on a plain claim.
 */
export function detailsAttributes(details: ClaimantDetails): Record<string, unknown> {
  const contestReason = details.contestReason?.trim();
  return {
    claimantName: details.claimantName.trim(),
    claimantRole: details.claimantRole,
    businessName: details.businessName.trim(),
    phone: details.phone.trim(),
    website: details.website.trim(),
    bookingIntention: details.bookingIntention,
    ...(contestReason ? { contestReason } : {}),
  };
}

export async function createClaim(client: ApiClient, campgroundId: string, details: ClaimantDetails): Promise<Claim> {
  const record = await client.createRecord(CLAIMS, detailsAttributes(details), {
    relationships: { campground: { type: 'campgrounds', id: campgroundId } },
  });
  return claimSchema.parse(record);
}

export async function updateClaim(client: ApiClient, claimId: string, details: ClaimantDetails): Promise<Claim> {
  return claimSchema.parse(await client.updateRecord(CLAIMS, claimId, detailsAttributes(details)));
}

export async function withdrawClaim(client: ApiClient, claimId: string): Promise<Claim> {
  return claimSchema.parse(await client.updateRecord(CLAIMS, claimId, { status: 'withdrawn' }));
}

/** Sends a code (listed email or phone, or a business email); answers the claim with where it went. */
export async function startVerification(
  client: ApiClient,
  claimId: string,
  method: Exclude<VerificationMethod, 'document'>,
  email?: string,
): Promise<Claim> {
  const attributes: Record<string, unknown> = { method };
  if (method === 'business-email') attributes.email = email?.trim() ?? '';
  const body = await client.postAction(
    `/${CLAIMS}/${encodeURIComponent(claimId)}/verification`,
    VERIFICATIONS,
    attributes,
  );
  return claimFromBody(body);
}

export async function submitCode(client: ApiClient, claimId: string, code: string): Promise<Claim> {
  const body = await client.postAction(`/${CLAIMS}/${encodeURIComponent(claimId)}/verification-code`, VERIFICATIONS, {
    code: code.replace(/\s/g, ''),
  });
  return claimFromBody(body);
}

/** The claim in an action's answer: a JSON:API resource, attributes in kebab-case. */
function claimFromBody(body: { data?: unknown } | null): Claim {
  const data = body?.data as { id?: string; attributes?: Record<string, unknown> } | undefined;
  const attributes = camelizeKeys(data?.attributes ?? {}) as Record<string, unknown>;
  return claimSchema.parse({ ...attributes, id: data?.id });
}

/** An error code from the API, spelled the contract's way whatever the separator. */
export function claimErrorCode(code: string | undefined): string | undefined {
  return code?.replace(/_/g, '-');
}
