/**
 * What staff do with a lead once it is stored: set its status, note, log a call, set the next
 * follow-up. One schema per form, read by the browser and the server alike, and the words each
 * timeline entry is shown with.
 */
import * as z from 'zod/mini';

import { addDays, bookingHorizonDays, dealerToday, parseDate } from '@/features/requests/request-dates';
import { labelledChoices } from '@/lib/labelled-choices';
import { droppingHiddenMarks } from '@/lib/one-line-text';
import { versionText } from '@/lib/version-param';

import { leadStatuses, leadStatusLabels, type LeadStatus } from './lead';

export const lostReasons = {
  'bought-elsewhere': 'Bought elsewhere',
  price: 'Price',
  financing: 'Financing declined',
  'no-response': 'Never answered us',
  'not-ready': 'Not ready to buy',
  'not-a-fit': 'We do not have what they want',
  'closed-before-desk': 'Closed before the lead desk (no reason recorded)',
  erased: 'Their data erased at their request',
  'booking-cancelled': 'Cancelled their booking',
} as const;
export type LostReason = keyof typeof lostReasons;
/** The reasons the desk sets itself: leads closed before statuses were split, people erased, bookings cancelled. */
const deskSetLostReasons: readonly LostReason[] = ['closed-before-desk', 'erased', 'booking-cancelled'];
/** The reasons staff choose from. */
export const choosableLostReasons = (Object.keys(lostReasons) as LostReason[]).filter(
  (reason) => !deskSetLostReasons.includes(reason),
);

export const { choices: callOutcomes, labels: callOutcomeLabels } = labelledChoices({
  reached: 'Spoke with them',
  voicemail: 'Left a voicemail',
  'no-answer': 'No answer',
  'wrong-number': 'Wrong number',
});
export type CallOutcome = (typeof callOutcomes)[number];

export const noteMaxLength = 4000;

const version = versionText;
const leadId = z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'No such lead.'));
const noteText = z
  .string()
  .check(
    droppingHiddenMarks(),
    z.trim(),
    z.maxLength(noteMaxLength, `Keep it under ${noteMaxLength.toLocaleString('en-US')} characters.`),
  );

export const statusChangeSchema = z
  .object({
    id: leadId,
    version,
    status: z.enum(leadStatuses, 'Choose a status.'),
    reason: z.optional(z.string()),
  })
  .check(
    z.refine(
      (value) => value.status !== 'lost' || choosableLostReasons.includes(value.reason as LostReason),
      {
        message: 'Choose why the lead was lost.',
        path: ['reason'],
      },
    ),
  );

/**
 * The key the lead's page gives its note form, and another its call form: the entry it records
 * is stored under it, so the same form sent twice is recorded once.
 */
const entryKey = z
  .string()
  .check(z.regex(/^[0-9a-f-]{36}$/, 'This page is out of date: reload it and write it again.'));

export const noteSchema = z.object({
  id: leadId,
  entryKey,
  text: noteText.check(z.minLength(1, 'Write the note first.')),
});

export const callSchema = z.object({
  id: leadId,
  entryKey,
  outcome: z.enum(callOutcomes, 'Choose how the call went.'),
  text: noteText,
});

/** How far ahead a follow-up may be set: a year, as far as anything is booked. */
export const followUpHorizonDays = bookingHorizonDays;

/**
 * A follow-up is a real calendar date (not 2026-02-30, which a typed field or a post without
 * JavaScript can send), from today at the dealer, within a year. Each rule speaks only of a real date.
 */
const followUpDate = z.string().check(
  z.refine((value) => parseDate(value) !== undefined, 'Enter a date, e.g. 2026-12-01.'),
  z.refine(
    (value) => parseDate(value) === undefined || value >= dealerToday(),
    'The follow-up date cannot be in the past.',
  ),
  z.refine(
    (value) => parseDate(value) === undefined || value <= addDays(dealerToday(), followUpHorizonDays),
    `Set a follow-up within ${followUpHorizonDays} days.`,
  ),
);

export const followUpSchema = z.object({
  id: leadId,
  version,
  /** Empty clears the follow-up. */
  on: z.union([z.literal(''), followUpDate]),
});

export const leadEventKinds = [
  'status',
  'note',
  'call',
  'email',
  'follow-up',
  'assigned',
  'escalated',
  'erased',
  'text-reply',
] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

/** One timeline entry as stored (detail read from its JSON). */
export interface LeadEvent {
  id: string;
  kind: LeadEventKind;
  staffEmail: string | null;
  /** The staff member's name, where their account has one. */
  staffName: string | null;
  at: string;
  leadVersion: number | null;
  detail: {
    from?: string;
    to?: string;
    reason?: string;
    outcome?: string;
    text?: string;
    subject?: string;
    /**
     * For an assignment: the person's name, and whether the rota, a manager or the customer's
     * open lead (`earlier`, its reference) chose them.
     */
    name?: string;
    how?: 'rota' | 'manager' | 'customer';
    earlier?: string;
  };
}

const statusLabel = (status: string | undefined) =>
  status && Object.hasOwn(leadStatusLabels, status)
    ? leadStatusLabels[status as LeadStatus]
    : (status ?? '?');

/** "Dec 1, 2026" for a stored date. */
export function followUpLabel(on: string): string {
  return new Date(`${on}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
}

/** Who made a change, as staff read it: "Sam Patel (sam@…)", the e-mail alone for an account with no name. */
export function eventAuthor(event: Pick<LeadEvent, 'staffEmail' | 'staffName'>): string | undefined {
  if (!event.staffEmail) return undefined;
  return event.staffName ? `${event.staffName} (${event.staffEmail})` : event.staffEmail;
}

/** The line a timeline entry is shown with (its note text, if any, is shown under it). */
export function leadEventSummary(event: LeadEvent): string {
  const { detail } = event;
  switch (event.kind) {
    case 'status': {
      const reason = detail.reason ? ` (${lostReasons[detail.reason as LostReason] ?? detail.reason})` : '';
      return `Status ${statusLabel(detail.from)} → ${statusLabel(detail.to)}${reason}`;
    }
    case 'note':
      return 'Note';
    case 'call':
      return `Call: ${callOutcomeLabels[detail.outcome as CallOutcome] ?? detail.outcome}`;
    case 'email':
      return `E-mail sent${detail.subject ? `: "${detail.subject}"` : ''}`;
    case 'follow-up':
      return detail.to ? `Follow-up set for ${followUpLabel(detail.to)}` : 'Follow-up cleared';
    case 'assigned': {
      if (!detail.to) return 'Unassigned';
      const who = detail.name ? `${detail.name} (${detail.to})` : detail.to;
      if (detail.how === 'rota') return `Assigned to ${who} by turn`;
      if (detail.how === 'customer')
        return `Assigned to ${who}, who has this customer's open lead ref ${detail.earlier ?? '?'}`;
      return `Assigned to ${who}`;
    }
    case 'erased':
      return "Personal data erased at the person's request";
    case 'text-reply':
      return 'Text message from the customer';
    case 'escalated':
      return `Not answered in time: managers told (${detail.to ?? ''})`;
  }
}

/** "under a minute", "4 min", "2 h 5 min", "3 days 2 h": how long something took, to the minute. */
export function durationLabel(milliseconds: number): string {
  const minutes = Math.max(0, Math.round(milliseconds / 60_000));
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? '' : 's'}${hours % 24 ? ` ${hours % 24} h` : ''}`;
}
