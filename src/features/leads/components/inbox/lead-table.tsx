import Link from 'next/link';

import { DataTable } from '@/components/admin/data-table';
import { interestLabels } from '@/content/enquiries';
import { formatDateTime } from '@/lib/format-date';

import { describeEnquiry } from '../../enquiry-subject';
import { leadEnquiryContext, type Lead } from '../../lead';
import { LeadStatusBadge } from './lead-status-badge';

function contextSummary(lead: Lead, vehicleNames: ReadonlyMap<string, string>): string {
  const subject = describeEnquiry(
    leadEnquiryContext(lead),
    lead.vehicleId ? vehicleNames.get(lead.vehicleId) : undefined,
  );
  return [
    subject.topic,
    subject.vehicle?.name ?? lead.vehicleId,
    subject.rentalPlan?.label,
    subject.municipality?.name,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function LeadTable({
  leads,
  vehicleNames,
  ownerNames,
}: {
  leads: readonly Lead[];
  /** Inventory names by vehicle id, to name what a lead asked about. */
  vehicleNames: ReadonlyMap<string, string>;
  /** Staff names by account id. */
  ownerNames: ReadonlyMap<string, string>;
}) {
  return (
    <DataTable
      caption="Leads, newest first"
      columns={['Received', 'Name', 'Interest', 'About', 'Owner', 'Status']}
      empty="No leads match these filters."
      isEmpty={leads.length === 0}
    >
      {leads.map((lead) => (
        <tr key={lead.id} className="hover:bg-surface">
          <td className="whitespace-nowrap text-muted">{formatDateTime(lead.createdAt)}</td>
          <td>
            <Link
              href={`/admin/leads/${lead.id}`}
              className="font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {lead.firstName} {lead.lastName}
            </Link>
            <div className="text-muted">{lead.email}</div>
          </td>
          <td>{interestLabels[lead.interest] ?? lead.interest}</td>
          <td>{contextSummary(lead, vehicleNames) || <span className="text-muted">General enquiry</span>}</td>
          <td>
            {lead.assignedTo ? (
              (ownerNames.get(lead.assignedTo) ?? 'Someone')
            ) : (
              <span className="text-muted">Nobody</span>
            )}
          </td>
          <td>
            <LeadStatusBadge status={lead.status} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
