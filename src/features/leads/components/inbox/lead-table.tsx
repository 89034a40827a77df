import Link from 'next/link';

import { CustomerPhoneLink } from '@/components/admin/customer-phone-link';
import { DataTable } from '@/components/admin/data-table';
import { buttonClasses } from '@/components/ui/button-classes';
import { interestLabels } from '@/content/enquiries';
import { formatDateTime } from '@/lib/format-date';

import { describeEnquiry } from '../../enquiry-subject';
import { leadEnquiryContext, leadKindLabel, type Lead } from '../../lead';
import { durationLabel } from '../../lead-desk';
import { isOverdue, timeToDeadline } from '../../lead-promise';
import { leadHeadline } from '../../server/lead-messages';
import { LeadStatusBadge, PromiseBadge } from './lead-status-badge';

function contextSummary(lead: Lead, vehicleNames: ReadonlyMap<string, string>): string {
  const subject = describeEnquiry(
    leadEnquiryContext(lead),
    lead.vehicleId ? vehicleNames.get(lead.vehicleId) : undefined,
  );
  return [
    subject.topic && leadKindLabel(lead),
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
  asOf,
  promiseMinutes,
}: {
  leads: readonly Lead[];
  /** Inventory names by vehicle id, to name what a lead asked about. */
  vehicleNames: ReadonlyMap<string, string>;
  /** Staff names by account id. */
  ownerNames: ReadonlyMap<string, string>;
  /** When the list was read (ISO): the cards say how long ago each lead came in. */
  asOf: string;
  /** The dealer's promise: leads not answered within it are flagged overdue, the others count down. */
  promiseMinutes: number;
}) {
  const now = Date.parse(asOf);
  const promise = (lead: Lead) => (
    <PromiseBadge
      overdue={isOverdue(lead, promiseMinutes, new Date(now))}
      left={timeToDeadline(lead, promiseMinutes, new Date(now))}
    />
  );
  return (
    <>
      {/* On a phone each lead is a card: what they want, who, how long ago, status, owner, a call button. */}
      {leads.length > 0 && (
        <ul className="mt-6 space-y-3 md:hidden" aria-label="Leads, newest first">
          {leads.map((lead) => {
            const vehicleName = lead.vehicleId ? vehicleNames.get(lead.vehicleId) : undefined;
            const e164 = lead.phoneE164;
            return (
              <li key={lead.id} className="card p-4" data-testid="lead-card">
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 font-semibold wrap-anywhere">
                    {leadHeadline(lead, vehicleName ? { name: vehicleName } : undefined)}
                  </p>
                  <span className="flex flex-col items-end gap-1">
                    <LeadStatusBadge status={lead.status} />
                    {promise(lead)}
                  </span>
                </div>
                <Link
                  href={`/admin/leads/${lead.id}`}
                  className="mt-1 block text-lg font-bold text-brand-800 underline-offset-4 wrap-anywhere hover:underline"
                >
                  {lead.firstName} {lead.lastName}
                </Link>
                <p className="mt-1 text-sm text-muted">
                  {durationLabel(now - Date.parse(lead.createdAt))} ago ·{' '}
                  {lead.assignedTo ? (ownerNames.get(lead.assignedTo) ?? 'Someone') : 'Nobody owns it'}
                </p>
                {e164 && (
                  <CustomerPhoneLink
                    phone={lead.phone}
                    className={`${buttonClasses('secondary', 'sm')} mt-3`}
                  >
                    Call {lead.phone}
                  </CustomerPhoneLink>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <DataTable
        caption="Leads, newest first"
        columns={['Received', 'Name', 'Interest', 'About', 'Owner', 'Status']}
        empty="No leads match these filters."
        isEmpty={leads.length === 0}
        className="hidden md:block"
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
            <td>
              {contextSummary(lead, vehicleNames) || (
                <span className="text-muted">No cart or topic named</span>
              )}
            </td>
            <td>
              {lead.assignedTo ? (
                (ownerNames.get(lead.assignedTo) ?? 'Someone')
              ) : (
                <span className="text-muted">Nobody</span>
              )}
            </td>
            <td className="space-y-1">
              <LeadStatusBadge status={lead.status} />
              <div>{promise(lead)}</div>
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
