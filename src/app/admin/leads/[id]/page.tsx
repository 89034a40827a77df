import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { buttonClasses } from '@/components/ui/button-classes';
import { Card } from '@/components/ui/card';
import { EmailLink, PhoneLink } from '@/components/ui/phone-link';
import { Container } from '@/components/ui/section';
import { enquiryTopics, interestLabels } from '@/content/enquiries';
import { findVehicle } from '@/features/inventory/server/vehicle-queries';
import { changeLeadStatus } from '@/features/leads/actions';
import { LeadStatusBadge } from '@/features/leads/components/inbox/lead-status-badge';
import { leadStatusLabels, leadStatuses, messageKindLabels } from '@/features/leads/lead';
import { leadContextRows, leadRequestRows } from '@/features/leads/server/lead-messages';
import { findLead, linkedLeads } from '@/features/leads/server/lead-queries';
import { leadMessagesState } from '@/features/leads/server/outbox';
import { requireStaff } from '@/features/staff/server/current-staff';
import { formatDateTime } from '@/lib/format-date';
import { phoneE164 } from '@/lib/phone-number';

export const metadata: Metadata = { title: { absolute: 'Lead | Staff area' } };

export default async function LeadPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff();
  const { id } = await params;
  const lead = await findLead(id);
  if (!lead) notFound();
  const [messages, vehicle, query, others] = await Promise.all([
    leadMessagesState(lead.id),
    lead.vehicleId ? findVehicle(lead.vehicleId) : undefined,
    searchParams,
    linkedLeads(lead),
  ]);
  const fields: [string, React.ReactNode][] = [
    ['Name', `${lead.firstName} ${lead.lastName}`],
    ['E-mail', <EmailLink key="email" address={lead.email} />],
    [
      'Phone',
      // As the visitor typed it; dialled with its digits.
      <PhoneLink
        key="phone"
        phone={{ display: lead.phone, e164: phoneE164(lead.phone) ?? lead.phone.replace(/[^\d+]/g, '') }}
      />,
    ],
    ['Reference', lead.reference],
    ['Received', formatDateTime(lead.createdAt)],
    ...leadContextRows(lead, vehicle),
  ];
  return (
    <Container className="py-10">
      <Link href="/admin" className="text-sm font-semibold text-brand-800 hover:underline">
        ← All leads
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight">
          {lead.firstName} {lead.lastName}
        </h1>
        <LeadStatusBadge status={lead.status} />
      </div>
      {query.updated === '1' && (
        <p role="status" className="mt-4 rounded-xl bg-brand-50 p-3 font-semibold text-brand-900">
          Status saved.
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[1.5fr_1fr]">
        <Card className="p-6">
          <h2 className="text-xl font-bold">Enquiry</h2>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
            {fields.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-muted">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {lead.details && (
            <section
              aria-labelledby="request-details-heading"
              className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4"
            >
              <h3 id="request-details-heading" className="font-bold">
                Request details
              </h3>
              <dl
                className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]"
                data-testid="request-details"
              >
                {leadRequestRows(lead).map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-semibold text-muted">{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              {lead.details.kind === 'trade-in' && lead.details.photos.length > 0 && (
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
              )}
            </section>
          )}
          <h3 className="mt-6 font-bold">Message</h3>
          <p className="mt-2 rounded-xl bg-surface p-4 whitespace-pre-wrap">{lead.message}</p>
        </Card>
        <div className="space-y-6">
          <Card className="p-6">
            <h2 className="text-xl font-bold">Status</h2>
            <form action={changeLeadStatus} className="mt-4 flex flex-wrap items-end gap-3">
              <input type="hidden" name="id" value={lead.id} />
              <div className="flex-1">
                <label htmlFor="status" className="text-sm font-semibold">
                  Set status
                </label>
                <select
                  id="status"
                  name="status"
                  defaultValue={lead.status}
                  className="mt-1 min-h-11 w-full rounded-xl border border-line bg-white px-3"
                >
                  {leadStatuses.map((status) => (
                    <option key={status} value={status}>
                      {leadStatusLabels[status]}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className={buttonClasses('primary')}>
                Save status
              </button>
            </form>
          </Card>
          <Card className="p-6">
            <h2 className="text-xl font-bold">
              {others.length === 0
                ? 'No other leads from this person'
                : `Other leads from this person (${others.length})`}
            </h2>
            <p className="mt-1 text-sm text-muted">
              Matched by the same e-mail or phone number, however written.
            </p>
            {others.length > 0 && (
              <ul className="mt-3 space-y-2">
                {others.map((other) => (
                  <li
                    key={other.id}
                    className="flex flex-wrap items-center gap-2 rounded-xl bg-surface p-3 text-sm"
                  >
                    <Link
                      href={`/admin/leads/${other.id}`}
                      className="font-semibold text-brand-800 underline"
                    >
                      {other.topic ? enquiryTopics[other.topic] : `${interestLabels[other.interest]} enquiry`}
                      , ref {other.reference}
                    </Link>
                    <span className="text-muted">{formatDateTime(other.createdAt)}</span>
                    <LeadStatusBadge status={other.status} />
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card className="p-6">
            <h2 className="text-xl font-bold">E-mails</h2>
            {messages.length === 0 ? (
              <p className="mt-3 text-muted">
                {lead.status === 'spam'
                  ? 'Caught by the spam trap: nothing was mailed.'
                  : 'No e-mails were queued for this lead (mail is not configured: SMTP_URL is unset).'}
              </p>
            ) : (
              <ul className="mt-3 space-y-3">
                {messages.map((message) => (
                  <li
                    key={message.id}
                    className="rounded-xl bg-surface p-3 text-sm"
                    data-testid="lead-message"
                  >
                    <p className="font-semibold">
                      {messageKindLabels[message.kind]}:{' '}
                      <span data-status={message.status}>{message.status}</span>
                    </p>
                    <p className="text-muted">To {message.recipients}</p>
                    <p className="text-muted">
                      {message.status === 'sent' && message.sentAt
                        ? `Sent ${formatDateTime(message.sentAt)}`
                        : message.status === 'failed'
                          ? `Gave up after ${message.attempts} attempts`
                          : `${message.attempts} attempt${message.attempts === 1 ? '' : 's'}; next try ${formatDateTime(message.nextAttemptAt)}`}
                    </p>
                    {message.lastError && message.status !== 'sent' && (
                      <p className="mt-1 text-danger">Last error: {message.lastError}</p>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <a
              href={`/admin/leads/${lead.id}/adf`}
              className={`${buttonClasses('secondary', 'sm')} mt-4`}
              download
            >
              Download ADF XML
            </a>
          </Card>
        </div>
      </div>
    </Container>
  );
}
