import type { SearchParams } from '@/features/auth/auth-page-query';
import { requireSession } from '@/features/auth/require-session.server';
import { pathWithQuery } from '@/features/auth/sign-in-path';
import { checkoutStepPath } from '@/features/checkout/checkout-steps';
import { CheckoutStepPage } from '@/features/checkout/components/checkout-step-page';

interface CheckoutStepRouteProps {
  params: Promise<{ reservationId: string; stepName: string }>;
  searchParams: Promise<SearchParams>;
}

export default async function CheckoutStepRoute({ params, searchParams }: CheckoutStepRouteProps) {
  const { reservationId, stepName } = await params;
  await requireSession(pathWithQuery(checkoutStepPath(reservationId, stepName), await searchParams));
  return <CheckoutStepPage step={stepName} />;
}
