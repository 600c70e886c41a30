import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { CheckoutFrame } from '@/features/checkout/components/checkout-frame';
import { CheckoutProvider } from '@/features/checkout/components/checkout-provider';
import { DemoInventoryNotice } from '@/features/sites/components/demo-inventory-notice';

export const metadata: Metadata = {
  title: 'Book your stay',
  robots: { index: false },
};

interface CheckoutLayoutProps {
  params: Promise<{ reservationId: string }>;
  children: ReactNode;
}

/**
 * The reservation lives in this layout (spec section 4): it stays mounted from step to step and
 * unmounts, clearing the reservation and the stored payment method, when the camper leaves
 * /checkout/{reservationId}.
 */
export default async function CheckoutLayout({ params, children }: CheckoutLayoutProps) {
  const { reservationId } = await params;
  return (
    <CheckoutProvider reservationId={reservationId}>
      <CheckoutFrame demoNotice={<DemoInventoryNotice />}>{children}</CheckoutFrame>
    </CheckoutProvider>
  );
}
