import type { Metadata } from 'next';
import type { SearchParams } from '@/features/auth/auth-page-query';
import { requireSession } from '@/features/auth/require-session.server';
import { pathWithQuery } from '@/features/auth/sign-in-path';
import { ClaimFlow } from '@/features/claims/components/claim-flow';

export const metadata: Metadata = {
  title: 'Claim your campground',
  robots: { index: false },
};

interface ClaimCampgroundPageProps {
  params: Promise<{ slug: string }>;
  /** ?region=…: which campground, when several states have one with this slug. */
  searchParams: Promise<SearchParams>;
}

/** Needs a session (spec section 6); admins may open any campground's claim. */
export default async function ClaimCampgroundPage({ params, searchParams }: ClaimCampgroundPageProps) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const session = await requireSession(pathWithQuery(`/claim/${encodeURIComponent(slug)}`, query));
  const region = typeof query.region === 'string' && query.region ? query.region : null;
  const { user } = session;
  return (
    <div className="page">
      <h1>Claim your campground</h1>
      <ClaimFlow
        key={`${slug}-${region ?? ''}`}
        slug={slug}
        region={region}
        user={{ id: user.id, name: user.fullName, admin: user.admin }}
      />
    </div>
  );
}
