import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireSession } from '@/features/auth/require-session.server';
import styles from '@/features/admin/components/admin.module.css';

export const metadata: Metadata = {
  title: 'Admin',
  robots: { index: false },
};

const SECTIONS = [
  { href: '/admin/claims', title: 'Claims', text: 'Owners waiting for their campground: approve or reject.' },
  { href: '/admin/listings', title: 'Suggested campgrounds', text: 'Campgrounds owners and campers added.' },
  { href: '/admin/users', title: 'Users', text: 'Find people; grant or revoke manager and admin.' },
  { href: '/admin/campgrounds', title: 'Campgrounds', text: 'Hide campgrounds and merge duplicates.' },
  { href: '/admin/reports', title: 'Reports', text: 'Reported reviews, photos and listings.' },
  { href: '/admin/jobs', title: 'Background jobs', text: 'Dead, retrying and stuck jobs: look and retry.' },
  { href: '/admin/analytics', title: 'Analytics', text: 'Events per day, sign-up to PRO, experiment results.' },
  { href: '/admin/support', title: 'Support', text: 'Messages sent with the Help button: answer and close.' },
] as const;

/** The admin's start page. Like every admin page: sign in first; not found for anyone else. */
export default async function AdminPage() {
  const session = await requireSession('/admin');
  if (!session.user.admin) notFound();
  return (
    <div className="page">
      <h1>Admin</h1>
      <ul className={styles.index}>
        {SECTIONS.map((section) => (
          <li key={section.href}>
            <Link href={section.href}>
              <strong>{section.title}</strong>
              <span>{section.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
