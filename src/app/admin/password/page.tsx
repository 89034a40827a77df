import type { Metadata } from 'next';
import Link from 'next/link';

import { Container } from '@/components/ui/section';
import { SetPasswordForm } from '@/features/staff/components/password-forms';
import { passwordLinkAccount } from '@/features/staff/server/password-links';

export const metadata: Metadata = { title: { absolute: 'Set your password | Staff area' } };

export default async function SetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const account = typeof token === 'string' ? await passwordLinkAccount(token) : undefined;
  return (
    <Container className="max-w-md py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">
        {account?.purpose === 'welcome' ? 'Choose your password' : 'Set a new password'}
      </h1>
      {account && typeof token === 'string' ? (
        <>
          <p className="mt-2 text-muted">For {account.email}. Every other session of this account ends.</p>
          <SetPasswordForm token={token} email={account.email} />
        </>
      ) : (
        <>
          <p className="mt-4 text-lg">This link has expired or was already used.</p>
          <Link
            href="/admin/forgot-password"
            className="mt-6 inline-block font-semibold text-brand-800 underline"
          >
            Ask for a new link
          </Link>
        </>
      )}
    </Container>
  );
}
