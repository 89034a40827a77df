import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';

import { Container } from '@/components/ui/section';
import { SignInCodeForm } from '@/features/staff/components/two-factor-forms';
import { safeReturnPath } from '@/features/staff/return-path';
import { challengeToken, currentStaff } from '@/features/staff/server/current-staff';
import { challengeAccount } from '@/features/staff/server/two-factor';

export const metadata: Metadata = { title: { absolute: 'Sign-in code | Staff area' } };

export default async function SignInCodePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const returnTo = safeReturnPath((await searchParams).next);
  if (await currentStaff()) redirect(returnTo ?? '/admin');
  // Only after a password was accepted, within its five minutes.
  if (!(await challengeAccount(await challengeToken()))) redirect('/admin/sign-in?code=expired');
  return (
    <Container className="max-w-md py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">Enter your sign-in code</h1>
      <p className="mt-2 text-muted">
        Your password is right. Open the authenticator app on your phone and enter the 6-digit code it shows
        for this site.
      </p>
      <SignInCodeForm returnTo={returnTo} />
      <p className="mt-6 text-sm text-muted">
        Lost your phone and your recovery codes? A manager can turn off two-factor for your account.{' '}
        <Link href="/admin/sign-in" className="font-semibold text-brand-800 underline">
          Start again
        </Link>
      </p>
    </Container>
  );
}
