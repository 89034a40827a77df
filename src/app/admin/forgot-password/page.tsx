import type { Metadata } from 'next';
import Link from 'next/link';

import { Container } from '@/components/ui/section';
import { ForgotPasswordForm } from '@/features/staff/components/password-forms';

export const metadata: Metadata = { title: { absolute: 'Forgot password | Staff area' } };

export default function ForgotPasswordPage() {
  return (
    <Container className="max-w-md py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">Forgot your password?</h1>
      <p className="mt-2 text-muted">
        Enter the e-mail you sign in with and we will send a link to set a new one.
      </p>
      <ForgotPasswordForm />
      <Link href="/admin/sign-in" className="mt-6 inline-block font-semibold text-brand-800 underline">
        Back to sign-in
      </Link>
    </Container>
  );
}
