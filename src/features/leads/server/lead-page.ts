import 'server-only';

import { randomUUID } from 'node:crypto';

import type { ReplyTemplate } from '@/content/reply-templates';
import { findVehicle } from '@/features/inventory/server/vehicle-queries';
import { may, mayWorkLead } from '@/features/staff/access';
import type { StaffUser } from '@/features/staff/server/staff';
import { listStaff } from '@/features/staff/server/staff-directory';
import {
  staffDisplayName,
  staffNamerOf,
  staffNameForCustomers,
  staffRoleLabels,
  type StaffMember,
} from '@/features/staff/staff-roles';

import { firstResponderName, type Lead, type LeadMessage } from '../lead';
import type { LeadEvent } from '../lead-desk';
import { isOverdue, responseDeadline, timeToDeadline } from '../lead-promise';
import { fillReplyTemplate, replyKindOf, unnamedCartBlank } from '../lead-reply';
import { deskSettingsNow } from './desk-settings';
import { leadTimeline } from './lead-desk';
import { leadContextRows, leadHeadline, leadRequestRows, tradeInCartName } from './lead-messages';
import { linkedLeads, linkedLeadsAtMost } from './lead-queries';
import { replyTemplates } from './lead-reply';
import { leadMessagesState } from './outbox';

const doneMessages: Record<string, string> = {
  status: 'Status saved.',
  'follow-up': 'Follow-up saved.',
  note: 'Note added.',
  call: 'Call logged.',
  assigned: 'Owner saved.',
  reply: 'E-mail queued: it is on the timeline, and its delivery is listed under E-mails.',
  erased: 'Personal data erased on this lead and on the other leads ticked as theirs.',
  'erased-one': 'Personal data erased on this lead.',
};

/** Everything a lead's page shows, for the person looking at it. */
export interface LeadPageData {
  lead: Lead;
  /** What they want, for what ("Rentals enquiry: 6 Seater Golf Cart, 3 Day plan, Bay Head Borough"). */
  headline: string;
  /** What the change just made did, after its redirect ("Status saved."). */
  done?: string;
  promise: {
    minutes: number;
    overdue: boolean;
    /** Milliseconds left to answer, while it is not answered and not overdue. */
    left?: number;
    dueBy: string;
  };
  /** The person's data is erased: nothing to call, write or erase any more. */
  erased: boolean;
  owner?: StaffMember;
  /** Who answered it first, as staff know them: a colleague's name, or what answered it ("Online booking"). */
  firstResponder?: string;
  /** The lead's context rows, as staff read them (the reference is in the heading instead). */
  contextRows: [string, string][];
  /** A structured request's fields; none for a plain enquiry. */
  requestRows: [string, string][];
  draft: ReplyTemplate;
  /** This page's reply, named once: the same reply sent twice (a double click, a resent post) goes once. */
  replyKey: string;
  /** The keys the note and call forms carry, so each form sent twice records once. */
  entryKeys: { note: string; call: string };
  events: LeadEvent[];
  /** The person's other leads this person may open. */
  others: Lead[];
  messages: LeadMessage[];
  me: {
    id: string;
    manager: boolean;
    mayErase: boolean;
    /** Who a manager may give the lead to; nobody for anyone else. */
    people: { id: string; label: string }[];
  };
}

/**
 * What a lead was stored for, when it was answered at once: a booking (the reply is then about it,
 * under its reference; one cancelled since is answered as cancelled) or a cart held online with a
 * paid deposit (a reply about the hold, not a quote).
 */
export type LeadAnsweredAs = { kind: 'booked' | 'cancelled'; reference: string } | { kind: 'hold' };

/** A lead's page, read for `me`, who may work it; its reply drafted for what it was `answeredAs`. */
export async function leadPage(
  me: StaffUser,
  lead: Lead,
  query: Record<string, string | string[] | undefined>,
  answeredAs?: LeadAnsweredAs,
): Promise<LeadPageData> {
  const [messages, vehicle, others, events, staff, desk, replies] = await Promise.all([
    leadMessagesState(lead.id),
    lead.vehicleId ? findVehicle(lead.vehicleId) : undefined,
    // Every one of them (up to the erasure's own limit): the erasure offers each to tick.
    linkedLeads(lead, linkedLeadsAtMost).then((linked) => linked.filter((other) => mayWorkLead(me, other))),
    leadTimeline(lead.id),
    listStaff(),
    deskSettingsNow(),
    replyTemplates(),
  ]);
  const manager = may(me, 'leads.every');
  const minutes = desk.settings.promiseMinutes;
  return {
    lead,
    headline: leadHeadline(lead, vehicle),
    done: typeof query.done === 'string' ? doneMessages[query.done] : undefined,
    promise: {
      minutes,
      overdue: isOverdue(lead, minutes, desk.asOf),
      left: timeToDeadline(lead, minutes, desk.asOf),
      dueBy: responseDeadline(lead, minutes).toISOString(),
    },
    erased: events.some((event) => event.kind === 'erased'),
    owner: staff.find((member) => member.id === lead.assignedTo),
    firstResponder:
      lead.firstResponseBy === null
        ? undefined
        : firstResponderName(lead.firstResponseBy, staffNamerOf(staff)),
    contextRows: leadContextRows(lead, vehicle).filter(([label]) => label !== 'Reference'),
    requestRows: leadRequestRows(lead),
    draft: fillReplyTemplate(replies.templates[answeredAs?.kind ?? replyKindOf(lead)], {
      firstName: lead.firstName,
      // The cart the lead is about: ours, else the customer's own offered in trade, else a blank.
      vehicle: vehicle?.name ?? tradeInCartName(lead) ?? unnamedCartBlank,
      reference: answeredAs && 'reference' in answeredAs ? answeredAs.reference : lead.reference,
      staffName: staffNameForCustomers(me),
    }),
    replyKey: randomUUID(),
    entryKeys: { note: randomUUID(), call: randomUUID() },
    events,
    others,
    messages,
    me: {
      id: me.id,
      manager,
      mayErase: may(me, 'leads.erase'),
      people: manager
        ? staff
            .filter((member) => !member.disabledAt)
            .map((member) => ({
              id: member.id,
              label: `${staffDisplayName(member)} (${staffRoleLabels[member.role]}${member.invited ? ', invited: no password yet' : member.away ? ', away' : ''})`,
            }))
        : [],
    },
  };
}
