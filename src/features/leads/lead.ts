/** A stored enquiry as staff see it, and the delivery state of the e-mails it produced. */
import { interestLabels, leadTopics, type Interest, type LeadTopic } from '@/content/enquiries';
import type { RequestDetails } from '@/features/requests/request-details';
import type { StaffNamer } from '@/features/staff/staff-roles';
import { labelledChoices } from '@/lib/labelled-choices';

import type { StoredEnquiryContext } from './enquiry-subject';
import type { LeadSource } from './lead-source';

export const { choices: leadStatuses, labels: leadStatusLabels } = labelledChoices({
  new: 'New',
  contacted: 'Contacted',
  appointment: 'Appointment set',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
});
export type LeadStatus = (typeof leadStatuses)[number];

/** Statuses that end a lead's life on the desk: no follow-up, never overdue. */
export const closedLeadStatuses: readonly LeadStatus[] = ['won', 'lost', 'spam'];
/** Statuses of a lead still being worked. */
export const openLeadStatuses = leadStatuses.filter((status) => !closedLeadStatuses.includes(status));

export interface Lead {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The phone in E.164 when it reads as a number ("+18485550166"): what links dial and searches match. */
  phoneE164: string | null;
  interest: Interest;
  message: string;
  vehicleId: string | null;
  rentalPlan: string | null;
  municipality: string | null;
  sourcePath: string | null;
  topic: LeadTopic | null;
  /** The structured request (pre-approval, rental, service, trade-in), when the lead is one. */
  details: RequestDetails | null;
  /** Short code the visitor can quote on the phone (src/features/leads/lead-reference.ts). */
  reference: string;
  status: LeadStatus;
  createdAt: string;
  /** Raised by every change that overwrites something: a change from a stale page is refused. */
  version: number;
  /** Why it was lost (lostReasons in lead-desk.ts), when it was. */
  statusReason: string | null;
  /** The next follow-up date in the dealer's time zone ("2026-11-30"). */
  followUpOn: string | null;
  firstResponseAt: string | null;
  firstResponseBy: string | null;
  /** The site settled it as it arrived (see automaticResponders): the response times leave it out. */
  settledOnArrival: boolean;
  /** The staff account id that owns it. */
  assignedTo: string | null;
  escalatedAt: string | null;
  /** Where the visit that sent it came from, when known. */
  source: LeadSource | null;
}

/**
 * Who is recorded as first answering a lead the site settled by itself, at once: a booking made
 * online, a cart held online, a waitlist sign-up. The lead is marked settled on arrival, as one
 * booked for a caller is: nobody waited for an answer, so the desk's response times leave it out.
 */
export const automaticResponders = {
  onlineBooking: 'Online booking',
  onlineHold: 'Online hold',
  waitlist: 'Waitlist (told automatically when a cart is free)',
} as const;

/**
 * What a lead's message is called where staff read it: the customer's own words, or, for a lead the
 * site settled as it arrived, the site's account of what was booked, held or asked for (which staff
 * must not take for the customer's; a note the customer added to a booking follows "Their note:").
 */
export function leadMessageHeading(lead: Pick<Lead, 'settledOnArrival' | 'topic' | 'interest'>): string {
  if (!lead.settledOnArrival) return 'Message';
  if (lead.topic === 'waitlist') return 'Waitlist sign-up, as the site recorded it';
  if (lead.interest === 'sales') return 'Hold, as the site recorded it';
  return 'Booking, as the site recorded it';
}

/** Follows the colleague stored as first answering a booking they took at a desk for a caller. */
const bookedForCaller = ' (booked for a caller)';

/** The first response stored for a booking `colleague` (their sign-in address) took for a caller. */
export const callerBookingResponder = (colleague: string) => `${colleague}${bookedForCaller}`;

/**
 * Who answered a lead first, as the lead page and the export name them: a colleague is stored by
 * sign-in address (and by name for service bookings taken before that), with `bookedForCaller`
 * after it for a desk booking; anything else (automaticResponders, an address without an account
 * now) stays as stored.
 */
export function firstResponderName(by: string, nameStaff: StaffNamer): string {
  const colleague = by.endsWith(bookedForCaller) ? by.slice(0, -bookedForCaller.length) : by;
  return `${nameStaff(colleague)}${by.slice(colleague.length)}`;
}

/** The staff member who owns a lead. */
export interface Assignee {
  id: string;
  email: string;
  name: string;
}

export const { choices: messageKinds, labels: messageKindLabels } = labelledChoices({
  notification: 'Staff notification',
  adf: 'CRM (ADF/XML)',
  confirmation: 'Customer confirmation',
  escalation: 'Overdue alert to managers',
  'payment-alert': 'Payment alert to managers',
  reply: 'Reply to the customer',
  booking: 'Booking confirmation',
  'booking-change': 'Booking change or cancellation',
  reminder: 'Reminder to the customer',
  waitlist: 'Waitlist: a cart is free',
  'service-update': 'Service job update',
  estimate: 'Estimate to approve',
  sms: 'Text message to the customer',
});
export type MessageKind = (typeof messageKinds)[number];

export interface LeadMessage {
  id: string;
  kind: MessageKind;
  recipients: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
}

/** What a stored lead was about, in the shape the enquiry helpers read. */
export function leadEnquiryContext(lead: Lead): StoredEnquiryContext {
  return {
    vehicleId: lead.vehicleId ?? undefined,
    rentalPlan: lead.rentalPlan ?? undefined,
    municipality: lead.municipality ?? undefined,
    topic: lead.topic ?? undefined,
  };
}

/**
 * What a lead is, in the words the inbox, its page, its staff e-mail and the dashboard all use: its
 * topic ("Quote request", "Rental waitlist"), else its interest ("Sales enquiry", "General question").
 */
export function leadKindLabel(lead: Pick<Lead, 'topic' | 'interest'>): string {
  if (lead.topic) return leadTopics[lead.topic];
  return lead.interest === 'general' ? interestLabels.general : `${interestLabels[lead.interest]} enquiry`;
}
