import type { SearchParams } from '@/features/auth/auth-page-query';
import { requireSession } from '@/features/auth/require-session.server';
import { pathWithQuery } from '@/features/auth/sign-in-path';
import { checkoutConfirmationPath } from '@/features/checkout/checkout-steps';
import { ConfirmationView } from '@/features/checkout/components/confirmation-view';

interface ConfirmationRouteProps {
  params: Promise<{ reservationId: string }>;
  searchParams: Promise<SearchParams>;
}

export default async function ConfirmationRoute({ params, searchParams }: ConfirmationRouteProps) {
  const { reservationId } = await params;
  await requireSession(pathWithQuery(checkoutConfirmationPath(reservationId), await searchParams));
  return <ConfirmationView />;
}
