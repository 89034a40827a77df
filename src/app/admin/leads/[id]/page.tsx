import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';

import { buttonClasses } from '@/components/ui/button-classes';
import { Card } from '@/components/ui/card';
import { EmailLink, PhoneLink } from '@/components/ui/phone-link';
import { Container } from '@/components/ui/section';
import { enquiryTopics, interestLabels } from '@/content/enquiries';
import { findVehicle } from '@/features/inventory/server/vehicle-queries';
import { EraseForm } from '@/features/leads/components/desk/erase-form';
import {
  AssignForm,
  CallForm,
  FollowUpForm,
  LeadStatusForm,
  NoteForm,
} from '@/features/leads/components/desk/lead-desk-forms';
import { LeadTimeline } from '@/features/leads/components/desk/lead-timeline';
import { ReplyForm } from '@/features/leads/components/desk/reply-forms';
import { LeadStatusBadge, PromiseBadge } from '@/features/leads/components/inbox/lead-status-badge';
import { messageKindLabels } from '@/features/leads/lead';
import { durationLabel, followUpLabel, lostReasons, type LostReason } from '@/features/leads/lead-desk';
import { isOverdue, responseDeadline, timeToDeadline } from '@/features/leads/lead-promise';
import { fillReplyTemplate, replyKindOf } from '@/features/leads/lead-reply';
import { deskSettingsNow } from '@/features/leads/server/desk-settings';
import { leadTimeline } from '@/features/leads/server/lead-desk';
import {
  leadContextRows,
  leadHeadline,
  leadRequestRows,
  leadWant,
} from '@/features/leads/server/lead-messages';
import { findLead, linkedLeads } from '@/features/leads/server/lead-queries';
import { replyTemplates } from '@/features/leads/server/lead-reply';
import { leadMessagesState } from '@/features/leads/server/outbox';
import { LeadBookingLink } from '@/features/rentals/components/desk/lead-booking-link';
import { may, mayWorkLead } from '@/features/staff/access';
import { notAllowedPath } from '@/features/staff/return-path';
import { requireStaff } from '@/features/staff/server/current-staff';
import { listStaff } from '@/features/staff/server/staff-directory';
import { staffDisplayName, staffRoleLabels } from '@/features/staff/staff-roles';
import { formatDateTime } from '@/lib/format-date';

export const metadata: Metadata = { title: { absolute: 'Lead | Staff area' } };

const doneMessages: Record<string, string> = {
  status: 'Status saved.',
  'follow-up': 'Follow-up saved.',
  note: 'Note added.',
  call: 'Call logged.',
  assigned: 'Owner saved.',
  reply: 'E-mail queued: it is on the timeline, and its delivery is listed under E-mails.',
  erased: "Personal data erased on this lead and the person's other leads.",
};

export default async function LeadPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const me = await requireStaff();
  const { id } = await params;
  const lead = await findLead(id);
  if (!lead) notFound();
  if (!mayWorkLead(me, lead)) redirect(notAllowedPath);
  const [messages, vehicle, query, others, events, staff, desk, replies] = await Promise.all([
    leadMessagesState(lead.id),
    lead.vehicleId ? findVehicle(lead.vehicleId) : undefined,
    searchParams,
    linkedLeads(lead).then((linked) => linked.filter((other) => mayWorkLead(me, other))),
    leadTimeline(lead.id),
    listStaff(),
    deskSettingsNow(),
    replyTemplates(),
  ]);
  const { what, forWhat } = leadWant(lead, vehicle);
  const draft = fillReplyTemplate(replies.templates[replyKindOf(lead)], {
    firstName: lead.firstName,
    vehicle: vehicle?.name ?? forWhat[0] ?? what.toLowerCase(),
    reference: lead.reference,
    staffName: staffDisplayName(me),
  });
  const overdue = isOverdue(lead, desk.settings.promiseMinutes, desk.asOf);
  const left = timeToDeadline(lead, desk.settings.promiseMinutes, desk.asOf);
  const erased = events.some((event) => event.kind === 'erased');
  const owner = staff.find((member) => member.id === lead.assignedTo);
  const manager = may(me, 'leads.every');
  const e164 = lead.phoneE164 ?? lead.phone.replace(/[^\d+]/g, '');
  const done = typeof query.done === 'string' ? doneMessages[query.done] : undefined;
  const fields: [string, React.ReactNode][] = [
    ['Name', `${lead.firstName} ${lead.lastName}`],
    ['E-mail', lead.email ? <EmailLink key="email" address={lead.email} /> : 'Erased'],
    // As the visitor typed it; dialled with its digits.
    ['Phone', lead.phone ? <PhoneLink key="phone" phone={{ display: lead.phone, e164 }} /> : 'Erased'],
    ['Received', formatDateTime(lead.createdAt)],
    // The reference is in the page's heading; once is enough.
    ...leadContextRows(lead, vehicle).filter(([label]) => label !== 'Reference'),
  ];
  return (
    <Container className="py-8 sm:py-10">
      <Link href="/admin/leads" className="text-sm font-semibold text-brand-800 hover:underline">
        ← All leads
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {lead.firstName} {lead.lastName}
        </h1>
        <LeadStatusBadge status={lead.status} />
        <PromiseBadge overdue={overdue} left={left} />
      </div>
      {overdue && (
        <p className="mt-2 font-semibold text-danger">
          Not answered within {desk.settings.promiseMinutes} minutes of opening hours: call them now.
        </p>
      )}
      <p className="mt-1 text-muted">
        {leadHeadline(lead, vehicle)} · ref <strong className="text-ink">{lead.reference}</strong> ·{' '}
        {formatDateTime(lead.createdAt)} ·{' '}
        {owner ? `owned by ${staffDisplayName(owner)}` : 'nobody owns it yet'}
      </p>
      {!erased && (
        <div className="mt-4 flex flex-wrap gap-2">
          <a href={`tel:${e164}`} className={buttonClasses('primary', 'sm')}>
            Call {lead.phone}
          </a>
          <a href={`sms:${e164}`} className={buttonClasses('secondary', 'sm')}>
            Text
          </a>
          <a href={`mailto:${lead.email}`} className={buttonClasses('secondary', 'sm')}>
            E-mail
          </a>
        </div>
      )}
      <LeadBookingLink leadId={lead.id} mayOpen={may(me, 'rentals.desk')} />
      {done && (
        <p role="status" className="mt-4 rounded-xl bg-brand-50 p-3 font-semibold text-brand-900">
          {done}
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[1.5fr_1fr]">
        <div className="min-w-0 space-y-6">
          <Card className="p-5 sm:p-6">
            <LeadStatusForm leadId={lead.id} version={lead.version} status={lead.status} />
            {lead.status === 'lost' && lead.statusReason && (
              <p className="mt-3 text-sm text-muted">
                Lost: {lostReasons[lead.statusReason as LostReason] ?? lead.statusReason}
              </p>
            )}
          </Card>
          <Card className="p-5 sm:p-6">
            <h2 className="text-xl font-bold">Enquiry</h2>
            <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
              {fields.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold text-muted">{label}</dt>
                  <dd className="break-words">{value}</dd>
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
            <p className="mt-2 rounded-xl bg-surface p-4 break-words whitespace-pre-wrap">{lead.message}</p>
          </Card>
          {!erased && (
            <Card className="p-5 sm:p-6">
              <h2 className="text-xl font-bold">Reply by e-mail</h2>
              <div className="mt-2">
                <ReplyForm leadId={lead.id} draft={draft} to={lead.email} />
              </div>
            </Card>
          )}
          <Card className="p-5 sm:p-6">
            <h2 id="timeline" className="text-xl font-bold">
              Timeline
            </h2>
            <div className="mt-4 grid gap-6 sm:grid-cols-2">
              <CallForm leadId={lead.id} />
              <NoteForm leadId={lead.id} />
            </div>
            <LeadTimeline
              events={events}
              receivedAt={lead.createdAt}
              receivedFrom={lead.sourcePath ? `the web form on ${lead.sourcePath}` : 'the web form'}
            />
          </Card>
        </div>
        <div className="min-w-0 space-y-6">
          <Card className="p-5 sm:p-6">
            <h2 className="text-xl font-bold">Owner</h2>
            <p className="mt-2" data-testid="lead-owner">
              {owner
                ? `${staffDisplayName(owner)} (${staffRoleLabels[owner.role]})${owner.disabledAt ? ', account disabled' : owner.away ? ', away' : ''}`
                : 'Nobody yet.'}
            </p>
            <AssignForm
              leadId={lead.id}
              version={lead.version}
              assignedTo={lead.assignedTo}
              me={{ id: me.id, manager }}
              people={
                manager
                  ? staff
                      .filter((member) => !member.disabledAt)
                      .map((member) => ({
                        id: member.id,
                        label: `${staffDisplayName(member)} (${staffRoleLabels[member.role]}${member.away ? ', away' : ''})`,
                      }))
                  : []
              }
            />
          </Card>
          <Card className="p-5 sm:p-6">
            <h2 className="text-xl font-bold">Response</h2>
            <p className="mt-2" data-testid="first-response">
              {lead.firstResponseAt
                ? `First response ${durationLabel(Date.parse(lead.firstResponseAt) - Date.parse(lead.createdAt))} after it arrived, by ${lead.firstResponseBy ?? 'staff'}.`
                : 'Not answered yet: a call logged, an e-mail sent or a status set is the first response.'}
            </p>
            {left !== undefined && (
              <p className="mt-2 font-semibold">
                Due by {formatDateTime(responseDeadline(lead, desk.settings.promiseMinutes).toISOString())}:
                the promise is {desk.settings.promiseMinutes} minutes of opening hours.
              </p>
            )}
            <p className="mt-2 text-muted">
              {lead.followUpOn
                ? `Next follow-up: ${followUpLabel(lead.followUpOn)}.`
                : 'No follow-up date set.'}
            </p>
            <div className="mt-4">
              <FollowUpForm leadId={lead.id} version={lead.version} followUpOn={lead.followUpOn} />
            </div>
          </Card>
          <Card className="p-5 sm:p-6">
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
          <Card className="p-5 sm:p-6">
            <h2 className="text-xl font-bold">E-mails</h2>
            {messages.length === 0 ? (
              <p className="mt-3 text-muted">
                {erased
                  ? 'The e-mails about this person were deleted with their data.'
                  : lead.status === 'spam'
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
                    <p className="break-words text-muted">To {message.recipients}</p>
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
          {may(me, 'leads.erase') && !erased && (
            <Card className="p-5 sm:p-6">
              <h2 className="text-xl font-bold">Erase on request</h2>
              <p className="mt-1 text-sm text-muted">
                When the person asks (New Jersey&apos;s privacy law gives them the right): their details go
                from this lead and every lead linked to them; what each lead was, when and from where stay for
                the counts, and the erasure is recorded.
              </p>
              <div className="mt-4">
                <EraseForm leadId={lead.id} leads={others.length + 1} />
              </div>
            </Card>
          )}
        </div>
      </div>
    </Container>
  );
}
