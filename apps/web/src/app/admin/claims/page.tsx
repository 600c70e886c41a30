import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ADMIN_CLAIM_FILTERS } from '@/features/admin/admin-claims-api';
import { AdminClaims } from '@/features/admin/components/admin-claims';
import type { SearchParams } from '@/features/auth/auth-page-query';
import { requireSession } from '@/features/auth/require-session.server';
import { pathWithQuery } from '@/features/auth/sign-in-path';

export const metadata: Metadata = {
  title: 'Claims',
  robots: { index: false },
};

/** The claims queue: pending claims by default. Admins only; not found for anyone else. */
export default async function AdminClaimsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const session = await requireSession(pathWithQuery('/admin/claims', query));
  if (!session.user.admin) notFound();
  const found = ADMIN_CLAIM_FILTERS.find((status) => status === query.status);
  const status = found ?? 'pending';
  return (
    <div className="page">
      <h1>Claims</h1>
      <AdminClaims key={status} status={status} />
    </div>
  );
}
