import type { Metadata } from 'next';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export const metadata: Metadata = {
  title: 'Forgot password',
  alternates: { canonical: '/forgotpassword' },
  robots: { index: false },
};

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      heading="Forgot your password?"
      subtitle="Enter the email address of your account and we'll send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
