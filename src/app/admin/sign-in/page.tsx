import { redirect } from 'next/navigation';

import { Container } from '@/components/ui/section';
import { SignInForm } from '@/features/staff/components/sign-in-form';
import { safeReturnPath } from '@/features/staff/return-path';
import { currentStaff } from '@/features/staff/server/current-staff';

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const returnTo = safeReturnPath((await searchParams).next);
  if (await currentStaff()) redirect(returnTo ?? '/admin');
  return (
    <Container className="max-w-md py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">Staff sign-in</h1>
      <p className="mt-2 text-muted">
        Sign in to read and answer the enquiries that come in through the website.
      </p>
      <SignInForm returnTo={returnTo} />
    </Container>
  );
}
