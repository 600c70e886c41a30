import type { SearchParams } from '@/features/auth/auth-page-query';
import { requireSession } from '@/features/auth/require-session.server';
import { pathWithQuery } from '@/features/auth/sign-in-path';
import { checkoutBasePath } from '@/features/checkout/checkout-steps';
import { CheckoutFirstStep } from '@/features/checkout/components/checkout-first-step';

interface CheckoutRouteProps {
  params: Promise<{ reservationId: string }>;
  searchParams: Promise<SearchParams>;
}

/** /checkout/{id} on its own opens the reservation's first step. */
export default async function CheckoutRoute({ params, searchParams }: CheckoutRouteProps) {
  const { reservationId } = await params;
  await requireSession(pathWithQuery(checkoutBasePath(reservationId), await searchParams));
  return <CheckoutFirstStep />;
}
