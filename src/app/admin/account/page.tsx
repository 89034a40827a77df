import type { Metadata } from 'next';

import { Notice } from '@/components/admin/notice';
import { PanelCard } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { OwnNameForm } from '@/features/staff/components/own-name-form';
import {
  ConfirmTwoFactorForm,
  NewRecoveryCodesForm,
  TurnOffTwoFactorForm,
} from '@/features/staff/components/two-factor-forms';
import { requireStaff } from '@/features/staff/server/current-staff';
import { findStaffMember } from '@/features/staff/server/staff-directory';
import {
  recoveryCodeCount,
  twoFactorRequirement,
  twoFactorSetup,
  unusedRecoveryCodes,
} from '@/features/staff/server/two-factor';
import { staffDisplayName, staffRoleLabels } from '@/features/staff/staff-roles';
import { formatDateTime } from '@/lib/format-date';

export const metadata: Metadata = { title: { absolute: 'Your account | Staff area' } };

async function SetUpTwoFactor({ staff }: { staff: { id: string; email: string } }) {
  const setup = await twoFactorSetup(staff);
  return (
    <ol className="mt-4 space-y-6">
      <li>
        <h3 className="font-bold">1. Install an authenticator app on your phone</h3>
        <p className="mt-1 text-muted">
          Any app that makes 6-digit codes works: Google Authenticator, Microsoft Authenticator, 1Password and
          others.
        </p>
      </li>
      <li>
        <h3 className="font-bold">2. Scan this code with the app</h3>
        {/* eslint-disable-next-line @next/next/no-img-element -- a data: URI drawn here: nothing to optimise */}
        <img
          src={`data:image/svg+xml;base64,${Buffer.from(setup.qrSvg).toString('base64')}`}
          alt="QR code holding this account's two-factor secret"
          width={200}
          height={200}
          className="mt-3 rounded-xl border border-line bg-white"
        />
        <p className="mt-3 text-sm text-muted">Cannot scan it? Type this key into the app instead:</p>
        <p className="mt-1 font-mono text-lg tracking-wider" data-testid="two-factor-key">
          {setup.secret}
        </p>
      </li>
      <li>
        <h3 className="font-bold">3. Enter the code the app shows</h3>
        <div className="mt-3">
          <ConfirmTwoFactorForm />
        </div>
      </li>
    </ol>
  );
}

export default async function AccountPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await requireStaff(undefined, { beforeTwoFactor: true });
  const [member, requirement, unused, query] = await Promise.all([
    findStaffMember(staff.id),
    twoFactorRequirement(),
    unusedRecoveryCodes(staff.id),
    searchParams,
  ]);
  return (
    <Container className="max-w-3xl py-8 sm:py-10">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Your account</h1>
      <p className="mt-1 text-muted">
        {staff.name ? `${staff.name} · ` : ''}
        {staff.email} · {staffRoleLabels[staff.role]}
      </p>
      {requirement.required && !staff.twoFactor && (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-3 font-semibold text-danger">
          A manager requires two-factor sign-in for every account. Set it up below to go on to the staff area.
        </p>
      )}
      {query.name === 'saved' && (
        <Notice className="mt-6">Name saved: your replies are signed {staffDisplayName(staff)}.</Notice>
      )}
      <PanelCard className="mt-6" title="Your name">
        {!staff.name && (
          <p className="mt-2 rounded-xl border border-accent-500 bg-accent-50 p-3 font-semibold">
            Your account has no name yet: customers read {staff.email} under the e-mails you send, and
            colleagues see it on your leads. Enter your name below.
          </p>
        )}
        <OwnNameForm name={staff.name} />
      </PanelCard>
      {query.twoFactor === 'off' && (
        <Notice className="mt-6">Two-factor sign-in is off. Your password alone signs you in.</Notice>
      )}
      <PanelCard className="mt-6" title="Two-factor sign-in">
        {staff.twoFactor && member?.twoFactorSince ? (
          <>
            <p className="mt-1">
              On since {formatDateTime(member.twoFactorSince)}. You sign in with your password and a code from
              your phone. {unused} of {recoveryCodeCount} recovery codes unused.
            </p>
            <h3 className="mt-6 font-bold">New recovery codes</h3>
            <p className="mt-1 text-muted">Used some, or lost the list? New ones replace every old one.</p>
            <div className="mt-3">
              <NewRecoveryCodesForm />
            </div>
            {!requirement.required && (
              <>
                <h3 className="mt-6 font-bold">Turn it off</h3>
                <div className="mt-3">
                  <TurnOffTwoFactorForm />
                </div>
              </>
            )}
          </>
        ) : (
          <>
            <p className="mt-1 text-muted">
              With it on, a stolen password is not enough: signing in also takes a code from your phone.
            </p>
            <SetUpTwoFactor staff={staff} />
          </>
        )}
      </PanelCard>
    </Container>
  );
}
