import type { Metadata } from 'next';
import type { SearchParams } from '@/features/auth/auth-page-query';
import { requireSession } from '@/features/auth/require-session.server';
import { pathWithQuery } from '@/features/auth/sign-in-path';
import { SavedListsView } from '@/features/saved-lists/components/saved-lists-view';

export const metadata: Metadata = {
  title: 'Saved lists',
  robots: { index: false },
};

export default async function SavedListsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireSession(pathWithQuery('/account/lists', await searchParams));
  return <SavedListsView />;
}
