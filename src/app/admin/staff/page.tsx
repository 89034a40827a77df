import type { Metadata } from 'next';
import Link from 'next/link';

import { DataTable } from '@/components/admin/data-table';
import { ListHeader } from '@/components/admin/list-header';
import { Notice } from '@/components/admin/notice';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { DeskSettingsForm } from '@/features/leads/components/desk/desk-settings-form';
import { deskSettings } from '@/features/leads/server/desk-settings';
import { openLeadCounts } from '@/features/leads/server/lead-queries';
import { AddStaffForm } from '@/features/staff/components/staff-forms';
import { TwoFactorRequirementForm } from '@/features/staff/components/two-factor-forms';
import { requireStaff } from '@/features/staff/server/current-staff';
import { listStaff } from '@/features/staff/server/staff-directory';
import { twoFactorRequirement } from '@/features/staff/server/two-factor';
import { staffDisplayName, staffRoleLabels, type StaffMember } from '@/features/staff/staff-roles';
import { formatDateTime } from '@/lib/format-date';

export const metadata: Metadata = { title: { absolute: 'Staff | Staff area' } };

const notices: Record<string, string> = {
  saved: 'Changes saved.',
  disabled: 'Account disabled: every session it had has ended.',
  enabled: 'Account enabled again.',
};

function state(member: StaffMember): string {
  if (member.disabledAt) return `Disabled ${formatDateTime(member.disabledAt)}`;
  return member.away ? 'Away' : 'Active';
}

export default async function StaffPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff('staff.manage');
  const [staff, counts, settings, requirement, query] = await Promise.all([
    listStaff(),
    openLeadCounts(),
    deskSettings(),
    twoFactorRequirement(),
    searchParams,
  ]);
  const activeCount = staff.filter((member) => !member.disabledAt).length;
  const noticeKey = Object.keys(notices).find((key) => typeof query[key] === 'string');
  const noticeFor = noticeKey ? staff.find((member) => member.id === query[noticeKey]) : undefined;
  return (
    <Container className="py-8 sm:py-10">
      <ListHeader
        title="Staff"
        summary={`${activeCount} active ${activeCount === 1 ? 'account' : 'accounts'}`}
      />
      {noticeKey && noticeFor && (
        <Notice>
          {staffDisplayName(noticeFor)}: {notices[noticeKey]}
        </Notice>
      )}
      {query.security === 'saved' && (
        <Notice>
          {requirement.required
            ? 'Two-factor sign-in is now required: anyone without it sets it up at their next page.'
            : 'Two-factor sign-in is now each person’s choice.'}
        </Notice>
      )}
      {query.desk === 'saved' && <Notice>Desk settings saved.</Notice>}
      <DataTable
        caption="Staff accounts"
        columns={['Name', 'Role', 'State', 'Two-factor', 'Open leads', 'Last lead by turn']}
        empty="No staff accounts."
        isEmpty={staff.length === 0}
      >
        {staff.map((member) => (
          <tr key={member.id} className={member.disabledAt ? 'text-muted' : 'hover:bg-surface'}>
            <td>
              <Link
                href={`/admin/staff/${member.id}`}
                className="font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                {staffDisplayName(member)}
              </Link>
              {member.name && <div className="text-muted">{member.email}</div>}
            </td>
            <td>{staffRoleLabels[member.role]}</td>
            <td>{state(member)}</td>
            <td>{member.twoFactorSince ? 'On' : 'Off'}</td>
            <td className="tabular-nums">{counts.get(member.id) ?? 0}</td>
            <td className="text-muted">
              {member.lastAssignedAt ? formatDateTime(member.lastAssignedAt) : 'Not yet'}
            </td>
          </tr>
        ))}
      </DataTable>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
        <Card className="p-5 sm:p-6">
          <h2 className="text-xl font-bold">Add a person</h2>
          <p className="mt-1 text-muted">
            They get an e-mail with a link to choose their password; until then nobody can sign in as them.
          </p>
          <div className="mt-4">
            <AddStaffForm />
          </div>
        </Card>
        <Card className="p-5 sm:p-6">
          <h2 id="desk" className="text-xl font-bold">
            Lead routing
          </h2>
          <p className="mt-1 text-muted">
            Quotes, financing, trade-ins, comparisons and test drives go to sales; rentals and service to
            their teams; parts to service. Each new lead goes to whoever on the team has waited longest for
            one, skipping anyone away or disabled.
          </p>
          <div className="mt-4">
            <DeskSettingsForm settings={settings} version={settings.version} />
          </div>
          <p className="mt-6 border-t border-line pt-4">
            <Link href="/admin/staff/replies" className="font-semibold text-brand-800 underline">
              Edit the reply templates
            </Link>
            <span className="text-muted">: the first e-mail each kind of lead is answered with.</span>
          </p>
        </Card>
        <Card className="p-5 sm:p-6">
          <h2 id="security" className="text-xl font-bold">
            Sign-in security
          </h2>
          <p className="mt-1 text-muted">
            Two-factor sign-in asks for a code from an authenticator app after the password.{' '}
            {staff.filter((member) => !member.disabledAt && member.twoFactorSince).length} of {activeCount}{' '}
            active {activeCount === 1 ? 'account has' : 'accounts have'} it on. Required, anyone without it is
            sent to set it up before anything else.
          </p>
          <div className="mt-4">
            <TwoFactorRequirementForm required={requirement.required} version={requirement.version} />
          </div>
        </Card>
      </div>
    </Container>
  );
}
