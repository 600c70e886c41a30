import type { Metadata } from 'next';
import { requireSession } from '@/features/auth/require-session.server';
import { AddListing } from '@/features/claims/components/add-listing';
import { serverConfig } from '@/lib/config.server';

export const metadata: Metadata = {
  title: 'Add a campground',
  robots: { index: false },
};

/** Owners add their campground, campers suggest one; admins review both before they go live. */
export default async function AddCampgroundPage() {
  await requireSession('/claim/add');
  return (
    <div className="page">
      <h1>Add a campground</h1>
      <AddListing styleUrl={serverConfig.browser.mapStyleUrl} />
    </div>
  );
}
