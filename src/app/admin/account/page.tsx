import type { Metadata } from 'next';

import { Notice } from '@/components/admin/notice';
import { PanelCard } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { OtherSessions, SetUpTwoFactor } from '@/features/staff/components/account-sections';
import { ChangePasswordForm } from '@/features/staff/components/account-security-forms';
import { OwnNameForm } from '@/features/staff/components/own-name-form';
import { NewRecoveryCodesForm, TurnOffTwoFactorForm } from '@/features/staff/components/two-factor-forms';
import { requireStaff, sessionToken } from '@/features/staff/server/current-staff';
import { minimumPasswordLength } from '@/features/staff/server/password-rule';
import { otherOpenSessions } from '@/features/staff/server/sessions';
import { findStaffMember } from '@/features/staff/server/staff-directory';
import {
  recoveryCodeCount,
  twoFactorRequirement,
  unusedRecoveryCodes,
} from '@/features/staff/server/two-factor';
import { staffDisplayName, staffRoleLabels } from '@/features/staff/staff-roles';
import { formatDateTime } from '@/lib/format-date';

export const metadata: Metadata = { title: { absolute: 'Your account | Staff area' } };

export default async function AccountPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await requireStaff(undefined, { beforeTwoFactor: true });
  const [member, requirement, unused, elsewhere, query] = await Promise.all([
    findStaffMember(staff.id),
    twoFactorRequirement(),
    unusedRecoveryCodes(staff.id),
    sessionToken().then((token) => otherOpenSessions(staff.id, token)),
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
            Your account has no name yet: the e-mails you send customers are signed with the dealer&apos;s
            name, and colleagues see {staff.email} on your leads. Enter your name below.
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
      {query.password === 'changed' && (
        <Notice className="mt-6">
          Password changed. Every other browser signed in to this account is signed out; this one stays.
        </Notice>
      )}
      <PanelCard className="mt-6" title="Password">
        <p className="mt-1 text-muted">
          Changing it signs this account out everywhere else, so a browser where the old one was used no
          longer gets in.
        </p>
        <ChangePasswordForm email={staff.email} minimumLength={minimumPasswordLength} />
      </PanelCard>
      {query.sessions === 'ended' && (
        <Notice className="mt-6">Signed out everywhere else. This browser stays signed in.</Notice>
      )}
      <PanelCard className="mt-6" title="Where you are signed in">
        <OtherSessions sessions={elsewhere} />
      </PanelCard>
    </Container>
  );
}
