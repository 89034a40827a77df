import Link from 'next/link';

import { DataTable } from '@/components/admin/data-table';
import { formatDateTime } from '@/lib/format-date';

import { staffDisplayName, staffRoleLabels, type StaffMember } from '../staff-roles';

function state(member: StaffMember): string {
  if (member.disabledAt) return `Disabled ${formatDateTime(member.disabledAt)}`;
  if (member.invited) return 'Invited: no password yet';
  return member.away ? 'Away' : 'Active';
}

/** Every staff account: role, whether it works, two-factor, open leads and the last lead by turn. */
export function StaffTable({
  staff,
  openLeads,
}: {
  staff: readonly StaffMember[];
  /** Open leads by owner's id. */
  openLeads: ReadonlyMap<string, number>;
}) {
  return (
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
          <td className="tabular-nums">{openLeads.get(member.id) ?? 0}</td>
          <td className="text-muted">
            {member.lastAssignedAt ? formatDateTime(member.lastAssignedAt) : 'Not yet'}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
