import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminCampgrounds } from '@/features/admin/components/admin-campgrounds';
import { requireSession } from '@/features/auth/require-session.server';

export const metadata: Metadata = {
  title: 'Campgrounds',
  robots: { index: false },
};

/** Hide campgrounds and merge duplicates. Admins only; not found for anyone else. */
export default async function AdminCampgroundsPage() {
  const session = await requireSession('/admin/campgrounds');
  if (!session.user.admin) notFound();
  return (
    <div className="page">
      <h1>Campgrounds</h1>
      <AdminCampgrounds />
    </div>
  );
}
