import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { Notice } from '@/components/admin/notice';
import { Button } from '@/components/ui/button';
import { PanelCard } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { AccountHistory } from '@/features/staff/components/account-history';
import { DisableStaffForm, StaffEditForm } from '@/features/staff/components/staff-forms';
import { requireStaff } from '@/features/staff/server/current-staff';
import { accountHistory, findStaffMember } from '@/features/staff/server/staff-directory';
import { staffDisplayName, staffRoleLabels } from '@/features/staff/staff-roles';
import { resetTwoFactorAction } from '@/features/staff/two-factor-actions';
import { formatDateTime } from '@/lib/format-date';

export const metadata: Metadata = { title: { absolute: 'Staff member | Staff area' } };

export default async function StaffMemberPage({ params, searchParams }: PageProps<'/admin/staff/[id]'>) {
  const manager = await requireStaff('staff.manage');
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const member = /^[0-9a-f-]{36}$/.test(id) ? await findStaffMember(id) : undefined;
  if (!member) notFound();
  const history = await accountHistory(member);
  return (
    <Container className="max-w-3xl py-8 sm:py-10">
      <Link href="/admin/staff" className="text-sm font-semibold text-brand-800 hover:underline">
        ← All staff
      </Link>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">{staffDisplayName(member)}</h1>
      <p className="mt-1 text-muted">
        {member.email} · {staffRoleLabels[member.role]}
        {member.disabledAt
          ? ` · disabled ${formatDateTime(member.disabledAt)}`
          : member.invited
            ? ' · invited: no password yet'
            : member.away
              ? ' · away'
              : ''}
      </p>
      <PanelCard className="mt-6" title="Details and role">
        <div className="mt-4">
          <StaffEditForm member={member} />
        </div>
      </PanelCard>
      <PanelCard className="mt-6" title="Two-factor sign-in">
        {query.twoFactor === 'reset' && (
          <Notice className="mt-3">
            Two-factor sign-in turned off for {staffDisplayName(member)}, and every browser they were signed
            in on is signed out. They sign in with their password and set it up again from Your account.
          </Notice>
        )}
        {query.twoFactor === 'own' && (
          <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 font-semibold text-danger">
            Not turned off: your own two-factor sign-in is turned off from Your account, with a code from your
            app.
          </p>
        )}
        {member.twoFactorSince && member.id === manager.id ? (
          <p className="mt-1 text-muted">
            On since {formatDateTime(member.twoFactorSince)}. This is your own account: turn it off or make
            new recovery codes from{' '}
            <Link href="/admin/account" className="font-semibold text-brand-800 underline">
              Your account
            </Link>
            , with a code from your app.
          </p>
        ) : member.twoFactorSince ? (
          <>
            <p className="mt-1 text-muted">
              On since {formatDateTime(member.twoFactorSince)}. Phone lost and no recovery codes left? Turn it
              off so they can sign in with their password and set it up again.
            </p>
            <form action={resetTwoFactorAction} className="mt-4">
              <input type="hidden" name="id" value={member.id} />
              <Button type="submit" variant="ghost">
                Turn off their two-factor sign-in
              </Button>
            </form>
          </>
        ) : (
          <p className="mt-1 text-muted">Off: their password alone signs them in.</p>
        )}
      </PanelCard>
      <PanelCard className="mt-6" title={member.disabledAt ? 'Disabled' : 'Leaving?'}>
        <p className="mt-1 text-muted">
          {member.disabledAt
            ? 'They cannot sign in and get no leads. Their name stays on every lead they worked.'
            : 'Disabling ends every session they have at once and stops their sign-in and new leads. Their name stays on every lead they worked; reassign their open leads from each lead.'}
        </p>
        {member.id === manager.id ? (
          <p className="mt-3">This is your own account: another manager disables it.</p>
        ) : (
          <div className="mt-4">
            <DisableStaffForm member={member} />
          </div>
        )}
      </PanelCard>
      <AccountHistory entries={history} />
    </Container>
  );
}
