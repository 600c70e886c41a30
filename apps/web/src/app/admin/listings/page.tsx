import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminListings } from '@/features/admin/components/admin-listings';
import { requireSession } from '@/features/auth/require-session.server';
import { serverConfig } from '@/lib/config.server';

export const metadata: Metadata = {
  title: 'Suggested campgrounds',
  robots: { index: false },
};

/** Suggested campgrounds waiting for review. Admins only; not found for anyone else. */
export default async function AdminListingsPage() {
  const session = await requireSession('/admin/listings');
  if (!session.user.admin) notFound();
  return (
    <div className="page">
      <h1>Suggested campgrounds</h1>
      <AdminListings styleUrl={serverConfig.browser.mapStyleUrl} />
    </div>
  );
}
