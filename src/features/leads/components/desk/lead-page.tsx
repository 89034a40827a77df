import Link from 'next/link';
import type { ReactNode } from 'react';

import { CustomerPhoneLink } from '@/components/admin/customer-phone-link';
import { Notice } from '@/components/admin/notice';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card, PanelCard } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { staffDisplayName, staffRoleLabels, type StaffMember } from '@/features/staff/staff-roles';
import { formatDateTime } from '@/lib/format-date';
import { customerTextNumber } from '@/lib/phone-number';

import { durationLabel, followUpLabel, lostReasons, type LostReason } from '../../lead-desk';
import { leadOrigin } from '../../lead-origin';
import { linkedBy, surelySamePerson } from '../../linked-leads';
import type { LeadPageData } from '../../server/lead-page';
import { LeadStatusBadge, PromiseBadge } from '../inbox/lead-status-badge';
import { EraseForm } from './erase-form';
import { AssignForm, CallForm, FollowUpForm, LeadStatusForm, NoteForm } from './lead-desk-forms';
import { LeadEnquiryCard } from './lead-enquiry-card';
import { LeadMailCard, OtherLeadsCard } from './lead-related-cards';
import { LeadTimeline } from './lead-timeline';
import { ReplyForm } from './reply-forms';

/**
 * A lead's page, as the lead desk works it: who it is and what they want with Call, Text and
 * E-mail first (and `linked`, what the lead was stored for elsewhere: a rental booking), then the
 * status, the enquiry, the reply, the timeline, and beside them the owner,
 * the response promise, the person's other leads, the e-mails and erasure.
 */
export function LeadPage({ page, linked }: { page: LeadPageData; linked?: ReactNode }) {
  const { lead, me } = page;
  return (
    <Container className="py-8 sm:py-10">
      <LeadHeadline page={page} />
      {linked}
      {page.done && <Notice>{page.done}</Notice>}
      <div className="mt-6 grid gap-6 lg:grid-cols-[1.5fr_1fr]">
        <div className="min-w-0 space-y-6">
          <LeadStatusCard page={page} />
          <LeadEnquiryCard lead={lead} contextRows={page.contextRows} requestRows={page.requestRows} />
          {!page.erased && <LeadReplyCard page={page} />}
          <LeadTimelineCard page={page} />
        </div>
        <div className="min-w-0 space-y-6">
          <LeadOwnerCard page={page} />
          <LeadResponseCard page={page} />
          <OtherLeadsCard others={page.others} />
          <LeadMailCard lead={lead} messages={page.messages} erased={page.erased} />
          {me.mayErase && !page.erased && <LeadEraseCard page={page} />}
        </div>
      </div>
    </Container>
  );
}

/** Who it is, its status and promise, what they want, and the buttons to reach them. */
function LeadHeadline({ page }: { page: LeadPageData }) {
  const { lead, promise, owner } = page;
  return (
    <>
      <Link href="/admin/leads" className="text-sm font-semibold text-brand-800 hover:underline">
        ← All leads
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {/* A name typed as one long run of letters breaks rather than widening a phone's page. */}
        <h1 className="min-w-0 text-2xl font-extrabold tracking-tight wrap-anywhere sm:text-3xl">
          {lead.firstName} {lead.lastName}
        </h1>
        <LeadStatusBadge status={lead.status} />
        <PromiseBadge overdue={promise.overdue} left={promise.left} />
      </div>
      {promise.overdue && (
        <p className="mt-2 font-semibold text-danger">
          Not answered within {promise.minutes} minutes of opening hours: call them now.
        </p>
      )}
      <p className="mt-1 text-muted">
        {page.headline} · ref <strong className="text-ink">{lead.reference}</strong> ·{' '}
        {formatDateTime(lead.createdAt)} ·{' '}
        {owner ? `owned by ${staffDisplayName(owner)}` : 'nobody owns it yet'}
      </p>
      {!page.erased && (
        <div className="mt-4 flex flex-wrap gap-2">
          <CustomerPhoneLink phone={lead.phone} className={buttonClasses('primary', 'sm')}>
            Call {lead.phone}
          </CustomerPhoneLink>
          <a href={`sms:${customerTextNumber(lead.phone)}`} className={buttonClasses('secondary', 'sm')}>
            Text
          </a>
          <a href={`mailto:${lead.email}`} className={buttonClasses('secondary', 'sm')}>
            E-mail
          </a>
        </div>
      )}
    </>
  );
}

/** The status buttons, and why a lost lead was lost. */
function LeadStatusCard({ page: { lead, erased } }: { page: LeadPageData }) {
  return (
    <Card className="p-5 sm:p-6">
      {erased ? (
        <p>Closed for good: the person&apos;s data was erased at their request.</p>
      ) : (
        <LeadStatusForm leadId={lead.id} version={lead.version} status={lead.status} />
      )}
      {lead.status === 'lost' && lead.statusReason && (
        <p className="mt-3 text-sm text-muted">
          Lost: {lostReasons[lead.statusReason as LostReason] ?? lead.statusReason}
        </p>
      )}
    </Card>
  );
}

/** The first reply, filled in from the lead's template, to edit and send. */
function LeadReplyCard({ page: { lead, draft, replyKey } }: { page: LeadPageData }) {
  return (
    <PanelCard title="Reply by e-mail">
      <div className="mt-2">
        <ReplyForm leadId={lead.id} draft={draft} to={lead.email} replyKey={replyKey} />
      </div>
    </PanelCard>
  );
}

/** A call or a note to add, and everything that happened to the lead, newest first. */
function LeadTimelineCard({ page: { lead, events, entryKeys, erased } }: { page: LeadPageData }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 id="timeline" className="text-xl font-bold">
        Timeline
      </h2>
      {!erased && (
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <CallForm leadId={lead.id} entryKey={entryKeys.call} />
          <NoteForm leadId={lead.id} entryKey={entryKeys.note} />
        </div>
      )}
      <LeadTimeline events={events} receivedAt={lead.createdAt} receivedFrom={leadOrigin(lead.sourcePath)} />
    </Card>
  );
}

/** "Sam Rivera (Sales), away": the owner as the desk needs to know them. */
function ownerLabel(owner: StaffMember): string {
  const state = owner.disabledAt ? ', account disabled' : owner.away ? ', away' : '';
  return `${staffDisplayName(owner)} (${staffRoleLabels[owner.role]})${state}`;
}

/** Who owns the lead, and who it can be given to. */
function LeadOwnerCard({ page: { lead, owner, me, erased } }: { page: LeadPageData }) {
  return (
    <PanelCard title="Owner">
      <p className="mt-2" data-testid="lead-owner">
        {owner ? ownerLabel(owner) : 'Nobody yet.'}
      </p>
      {!erased && (
        <AssignForm
          leadId={lead.id}
          version={lead.version}
          assignedTo={lead.assignedTo}
          me={{ id: me.id, manager: me.manager }}
          people={me.people}
        />
      )}
    </PanelCard>
  );
}

/** The first response and the promise, and the next follow-up. */
function LeadResponseCard({ page: { lead, promise, firstResponder, erased } }: { page: LeadPageData }) {
  return (
    <PanelCard title="Response">
      <p className="mt-2" data-testid="first-response">
        {lead.firstResponseAt
          ? `First response ${durationLabel(Date.parse(lead.firstResponseAt) - Date.parse(lead.createdAt))} after it arrived, by ${firstResponder ?? 'staff'}.`
          : 'Not answered yet: a call logged, an e-mail sent or a status set is the first response.'}
      </p>
      {promise.left !== undefined && (
        <p className="mt-2 font-semibold">
          Due by {formatDateTime(promise.dueBy)}: the promise is {promise.minutes} minutes of opening hours.
        </p>
      )}
      <p className="mt-2 text-muted">
        {lead.followUpOn ? `Next follow-up: ${followUpLabel(lead.followUpOn)}.` : 'No follow-up date set.'}
      </p>
      {!erased && (
        <div className="mt-4">
          <FollowUpForm leadId={lead.id} version={lead.version} followUpOn={lead.followUpOn} />
        </div>
      )}
    </PanelCard>
  );
}

/** A manager's erasure of the person's data, when they ask for it. */
function LeadEraseCard({ page: { lead, others } }: { page: LeadPageData }) {
  return (
    <PanelCard title="Erase on request">
      <p className="mt-1 text-sm text-muted">
        When the person asks (New Jersey&apos;s privacy law gives them the right): their details go from this
        lead and from each of their other leads ticked below; what each lead was, when and from where stay for
        the counts, and the erasure is recorded.
      </p>
      <div className="mt-4">
        <EraseForm
          leadId={lead.id}
          others={others.map((other) => ({
            id: other.id,
            label: `${other.firstName} ${other.lastName}, ${other.email || 'no e-mail'}, ${other.phone} (ref ${other.reference})`,
            linkedBy: linkedBy(lead, other),
            ticked: surelySamePerson(lead, other),
          }))}
        />
      </div>
    </PanelCard>
  );
}
