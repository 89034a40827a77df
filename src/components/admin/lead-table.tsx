import Link from 'next/link';

import { interestLabels } from '@/lib/contact-schema';
import { describeEnquiry } from '@/lib/enquiry-subject';
import { leadEnquiryContext, type Lead } from '@/lib/lead';

import { LeadStatusBadge } from './lead-status-badge';

export function formatLeadDate(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/New_York',
  });
}

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
}: {
  leads: readonly Lead[];
  /** Inventory names by vehicle id, to name what a lead asked about. */
  vehicleNames: ReadonlyMap<string, string>;
}) {
  if (leads.length === 0) {
    return (
      <p className="mt-8 rounded-card border border-dashed border-line bg-white p-10 text-center text-muted">
        No leads match these filters.
      </p>
    );
  }
  return (
    <div className="relative mt-6 overflow-x-auto rounded-card border border-line bg-white shadow-card">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Leads, newest first</caption>
        <thead className="border-b border-line bg-surface">
          <tr>
            <th scope="col" className="px-4 py-3">
              Received
            </th>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Interest
            </th>
            <th scope="col" className="px-4 py-3">
              About
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} className="border-b border-line last:border-0 hover:bg-surface">
              <td className="px-4 py-3 whitespace-nowrap text-muted">{formatLeadDate(lead.createdAt)}</td>
              <td className="px-4 py-3">
                <Link
                  href={`/admin/leads/${lead.id}`}
                  className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  {lead.firstName} {lead.lastName}
                </Link>
                <div className="text-muted">{lead.email}</div>
              </td>
              <td className="px-4 py-3">{interestLabels[lead.interest] ?? lead.interest}</td>
              <td className="px-4 py-3">
                {contextSummary(lead, vehicleNames) || <span className="text-muted">General enquiry</span>}
              </td>
              <td className="px-4 py-3">
                <LeadStatusBadge status={lead.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
