import type { ReactNode } from 'react';

import { CustomerPhoneLink } from '@/components/admin/customer-phone-link';
import { PanelCard } from '@/components/ui/card';
import { EmailLink } from '@/components/ui/phone-link';
import { formatDateTime } from '@/lib/format-date';

import { leadMessageHeading, type Lead } from '../../lead';

/** Label and value rows, as the lead's page lists them. */
function Rows({ rows, ddClassName }: { rows: readonly [string, ReactNode][]; ddClassName?: string }) {
  return rows.map(([label, value]) => (
    <div key={label} className="contents">
      <dt className="font-semibold text-muted">{label}</dt>
      <dd className={ddClassName}>{value}</dd>
    </div>
  ));
}

/** A trade-in's photos, each a link to its full size. */
function TradeInPhotos({ lead }: { lead: Lead }) {
  if (lead.details?.kind !== 'trade-in' || lead.details.photos.length === 0) return null;
  return (
    <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {lead.details.photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={`/admin/leads/${lead.id}/photos/${photo.id}`} className="block">
            {/* eslint-disable-next-line @next/next/no-img-element -- a private staff photo, served as is */}
            <img
              src={`/admin/leads/${lead.id}/photos/${photo.id}`}
              alt={`Trade-in cart, view ${index + 1}`}
              width={photo.width}
              height={photo.height}
              className="aspect-[4/3] w-full rounded-lg object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Who sent the lead and what they sent: their details, its context, a request's fields and the message. */
export function LeadEnquiryCard({
  lead,
  contextRows,
  requestRows,
}: {
  lead: Lead;
  contextRows: readonly [string, string][];
  requestRows: readonly [string, string][];
}) {
  const fields: [string, ReactNode][] = [
    ['Name', `${lead.firstName} ${lead.lastName}`],
    ['E-mail', lead.email ? <EmailLink key="email" address={lead.email} /> : 'Erased'],
    ['Phone', lead.phone ? <CustomerPhoneLink key="phone" phone={lead.phone} /> : 'Erased'],
    ['Received', formatDateTime(lead.createdAt)],
    ...contextRows,
  ];
  return (
    <PanelCard title="Enquiry">
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
        <Rows rows={fields} ddClassName="break-words" />
      </dl>
      {lead.details && (
        <section
          aria-labelledby="request-details-heading"
          className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4"
        >
          <h3 id="request-details-heading" className="font-bold">
            Request details
          </h3>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]" data-testid="request-details">
            <Rows rows={requestRows} />
          </dl>
          <TradeInPhotos lead={lead} />
        </section>
      )}
      <h3 className="mt-6 font-bold">{leadMessageHeading(lead)}</h3>
      <p className="mt-2 rounded-xl bg-surface p-4 break-words whitespace-pre-wrap">{lead.message}</p>
    </PanelCard>
  );
}
