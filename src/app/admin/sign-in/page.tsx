import Link from 'next/link';
import { redirect } from 'next/navigation';

import { Notice } from '@/components/admin/notice';
import { Container } from '@/components/ui/section';
import { SignInForm } from '@/features/staff/components/sign-in-form';
import { safeReturnPath } from '@/features/staff/return-path';
import { currentStaff } from '@/features/staff/server/current-staff';

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const returnTo = safeReturnPath(query.next);
  if (await currentStaff()) redirect(returnTo ?? '/admin');
  return (
    <Container className="max-w-md py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">Staff sign-in</h1>
      <p className="mt-2 text-muted">
        Sign in to read and answer the enquiries that come in through the website.
      </p>
      {query.code === 'expired' && (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-3 font-semibold text-danger">
          The sign-in code step ended (five minutes, or five wrong codes). Sign in again.
        </p>
      )}
      {query.password === 'set' && <Notice className="mt-6">Password set. Sign in with it now.</Notice>}
      <SignInForm returnTo={returnTo} />
      <Link
        href="/admin/forgot-password"
        className="mt-6 inline-block font-semibold text-brand-800 underline"
      >
        Forgot your password?
      </Link>
    </Container>
  );
}
