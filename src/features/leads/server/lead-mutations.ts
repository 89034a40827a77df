import 'server-only';

import { randomUUID } from 'node:crypto';

import { sql, type Transaction } from 'kysely';

import { municipalityBySlug } from '@/content/municipalities';
import type { CartTypeId } from '@/content/rental-plans';
import { env } from '@/env';
import { findVehicle, loadVehicles } from '@/features/inventory/server/vehicle-queries';
import type { RequestDetails } from '@/features/requests/request-details';
import { requestRouting } from '@/features/requests/request-fields';
import { newLeadReference } from '@/lib/lead-reference';
import { phoneE164 } from '@/lib/phone-number';
import { database } from '@/server/db/database';
import { groupCommit } from '@/server/db/group-commit';
import type { Database } from '@/server/db/schema';
import { lockForTransaction } from '@/server/db/transaction-lock';
import { countAttempt, forgetNowAndThen, type RateLimitRule } from '@/server/security/rate-limit';

import type { ContactSubmission } from '../contact-schema';
import { knownRentalPlan } from '../enquiry-subject';
import type { Lead } from '../lead';
import type { LeadSource } from '../lead-source';
import { routeNewLead } from './lead-routing';
import { detailsSearchText } from './lead-search-text';
import { enqueueLeadMessages, kickOutbox } from './outbox';

/** The hidden field only a bot fills in: kept as a spam lead for the record, never mailed. */
export function isSpam(submission: ContactSubmission): boolean {
  return Boolean(submission.website?.trim());
}

/** A lead ready to store: what it says, and the cart it is about for its e-mails. */
interface NewLead {
  lead: Lead;
  vehicle: Awaited<ReturnType<typeof findVehicle>>;
}

/** The lead an enquiry makes, read before its transaction (the cart it names). */
async function newLead(
  submission: ContactSubmission,
  details: RequestDetails | null = null,
  source: LeadSource | null = null,
): Promise<NewLead> {
  const spam = isSpam(submission);
  const lead: Lead = {
    id: randomUUID(),
    firstName: submission.firstName,
    lastName: submission.lastName,
    email: submission.email,
    phone: submission.phone,
    phoneE164: phoneE164(submission.phone),
    interest: details ? requestRouting[details.kind].interest : submission.interest,
    message: submission.message,
    vehicleId: submission.vehicleId ?? null,
    // A rental request's own choice of cart and plan, else the page's context, as the contact page
    // reads it from its address: a plan or town that names none (made up, or from a page since
    // gone) is not kept, as it would be shown to staff as fact.
    rentalPlan:
      details?.kind === 'rental'
        ? `${details.cartType}/${details.plan}`
        : submission.rentalPlan && knownRentalPlan(submission.rentalPlan)
          ? submission.rentalPlan
          : null,
    municipality:
      submission.municipality && municipalityBySlug(submission.municipality) ? submission.municipality : null,
    sourcePath: submission.sourcePath ?? null,
    topic: details ? requestRouting[details.kind].topic : (submission.topic ?? null),
    details,
    reference: newLeadReference(),
    status: spam ? 'spam' : 'new',
    createdAt: new Date().toISOString(),
    version: 1,
    statusReason: null,
    followUpOn: null,
    firstResponseAt: null,
    firstResponseBy: null,
    settledOnArrival: false,
    assignedTo: null,
    escalatedAt: null,
    source,
  };
  const vehicle = lead.vehicleId ? await findVehicle(lead.vehicleId) : undefined;
  // A posted id that names no cart in the stock (made up, or from a stale page of a cart since
  // removed) is not kept: it would stand as a "model" in the dashboard and go to the CRM as a listing.
  if (!vehicle) lead.vehicleId = null;
  return { lead, vehicle };
}

/**
 * Stores a lead in `trx`, routes it and queues its e-mails there: stored and queued in one
 * commit, never one without the other. A honeypot hit is stored as spam and queues nothing.
 * Resolves to the number of e-mails queued (the outbox is woken once they are committed).
 */
async function storeLead(trx: Transaction<Database>, { lead, vehicle }: NewLead): Promise<number> {
  if (lead.status !== 'spam') {
    const earlier = await sameEnquiryJustStored(trx, lead);
    if (earlier) {
      // Answered with the first one's reference; nothing stored, routed or mailed again.
      lead.id = earlier.id;
      lead.reference = earlier.reference;
      return 0;
    }
  }
  // A reference is never given twice: pick again in the (rare) case it was taken.
  while (!(await insertLeadRow(trx, lead))) lead.reference = newLeadReference();
  if (lead.status === 'spam') return 0;
  const routing = await routeNewLead(trx, lead, env().LEADS_TO);
  lead.assignedTo = routing.assignee?.id ?? null;
  return enqueueLeadMessages(trx, lead, vehicle, routing);
}

/** How long an enquiry sent again unchanged is taken for the one sent first. */
export const sentAgainWithinMs = 10 * 60_000;

/**
 * The lead this very enquiry made minutes ago, when it is sent again unchanged: a form sent twice
 * (a double click without JavaScript), or sent again after Back from the thank-you page, where a
 * page kept for every visitor cannot carry a key of its own. Staff get one lead and one e-mail, and
 * the visitor the first one's reference. Who it is from, what it asks and about which cart all
 * match; where the visit came from need not. Two sent together go one after the other (the lock),
 * so the second finds the first.
 */
async function sameEnquiryJustStored(
  trx: Transaction<Database>,
  lead: Lead,
): Promise<{ id: string; reference: string } | undefined> {
  // An address is the same whatever its letters' case: a resend typed in capitals is the same person.
  const email = lead.email.toLowerCase();
  await lockForTransaction(trx, `enquiry:${email}`);
  const recent = await trx
    .selectFrom('leads')
    .select([
      'id',
      'reference',
      'first_name',
      'last_name',
      'phone',
      'interest',
      'topic',
      'message',
      'vehicle_id',
      'rental_plan',
      'municipality',
      'details',
    ])
    .where(sql<string>`lower(email)`, '=', email)
    .where('created_at', '>=', new Date(Date.parse(lead.createdAt) - sentAgainWithinMs).toISOString())
    .where('status', '!=', 'spam')
    .where('reference', 'is not', null)
    .$narrowType<{ reference: string }>()
    .execute();
  const details = lead.details ? JSON.stringify(lead.details) : null;
  const same = recent.find(
    (row) =>
      row.first_name === lead.firstName &&
      row.last_name === lead.lastName &&
      row.phone === lead.phone &&
      row.interest === lead.interest &&
      row.topic === lead.topic &&
      row.message === lead.message &&
      row.vehicle_id === lead.vehicleId &&
      row.rental_plan === lead.rentalPlan &&
      row.municipality === lead.municipality &&
      row.details === details,
  );
  return same && { id: same.id, reference: same.reference };
}

/**
 * Inserts the lead's row; false when its reference is taken. The unique index refuses it without
 * failing the transaction, which saves asking first on every enquiry.
 */
async function insertLeadRow(trx: Transaction<Database>, lead: Lead): Promise<boolean> {
  const inserted = await trx
    .insertInto('leads')
    .values({
      id: lead.id,
      first_name: lead.firstName,
      last_name: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      phone_e164: lead.phoneE164,
      interest: lead.interest,
      message: lead.message,
      vehicle_id: lead.vehicleId,
      rental_plan: lead.rentalPlan,
      municipality: lead.municipality,
      source_path: lead.sourcePath,
      topic: lead.topic,
      details: lead.details ? JSON.stringify(lead.details) : null,
      details_text: lead.details ? detailsSearchText(lead.details) : null,
      reference: lead.reference,
      source: lead.source ? JSON.stringify(lead.source) : null,
      status: lead.status,
      created_at: lead.createdAt,
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Stores an enquiry and queues its e-mails in one transaction; resolves once both are committed. */
export async function createLead(
  submission: ContactSubmission,
  details: RequestDetails | null = null,
  source: LeadSource | null = null,
): Promise<StoredLead> {
  const db = await database();
  const stored = await newLead(submission, details, source);
  const queued = await groupCommit(db, (trx) => storeLead(trx, stored));
  if (queued > 0) kickOutbox();
  return storedLead(stored.lead);
}

/**
 * Counts a plain enquiry against its rate limit and, within it, stores it, in one commit: nothing
 * is read or checked between the two, and a burst of enquiries waits for the disk once, not twice.
 */
export async function createLeadWithinLimit(
  submission: ContactSubmission,
  source: LeadSource | null,
  { key, limit, windowSeconds }: RateLimitRule,
  now = new Date(),
): Promise<{ allowed: true; lead: StoredLead } | { allowed: false; retryAfterSeconds: number }> {
  const db = await database();
  const stored = await newLead(submission, null, source);
  const { verdict, queued } = await groupCommit(db, async (trx) => {
    const counted = await countAttempt(trx, key, limit, windowSeconds, now);
    return { verdict: counted, queued: counted.allowed ? await storeLead(trx, stored) : 0 };
  });
  await forgetNowAndThen(key, windowSeconds, now);
  if (!verdict.allowed) return { allowed: false, retryAfterSeconds: verdict.retryAfterSeconds };
  if (queued > 0) kickOutbox();
  return { allowed: true, lead: storedLead(stored.lead) };
}

export interface StoredLead {
  id: string;
  reference: string;
  spam: boolean;
}

function storedLead(lead: Lead): StoredLead {
  return { id: lead.id, reference: lead.reference, spam: lead.status === 'spam' };
}

/** Something a customer booked or paid for themselves (a rental, a cart held), as its lead records it. */
export interface BookedLead {
  /** The cart it is about (a cart held for sale). */
  vehicleId?: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  interest: Lead['interest'];
  topic: Lead['topic'];
  /** The cart type of a rental ("six-seater"), as a rental request names it: the CRM gets a lease. */
  rentalPlan?: CartTypeId;
  /** What was booked, in words staff read in the inbox and the e-mails. */
  message: string;
  municipality: string | null;
  sourcePath: string;
  source: LeadSource | null;
}

/**
 * Stores the lead of a booking in the booking's transaction: answered already (the booking
 * confirmed it; `answeredBy` says how), routed to its team, the owner or the team told. The
 * customer's own confirmation is the booking's, so the enquiry's is not sent.
 */
export async function storeBookedLead(
  trx: Transaction<Database>,
  booked: BookedLead,
  answeredBy: string,
  at: string,
): Promise<{ id: string; reference: string; queued: number }> {
  const lead: Lead = {
    id: randomUUID(),
    firstName: booked.firstName,
    lastName: booked.lastName,
    email: booked.email,
    phone: booked.phone,
    phoneE164: phoneE164(booked.phone),
    interest: booked.interest,
    message: booked.message,
    vehicleId: booked.vehicleId ?? null,
    rentalPlan: booked.rentalPlan ?? null,
    municipality: booked.municipality,
    sourcePath: booked.sourcePath,
    topic: booked.topic,
    details: null,
    reference: newLeadReference(),
    status: 'contacted',
    createdAt: at,
    version: 1,
    statusReason: null,
    followUpOn: null,
    firstResponseAt: at,
    firstResponseBy: answeredBy,
    settledOnArrival: true,
    assignedTo: null,
    escalatedAt: null,
    source: booked.source,
  };
  while (!(await insertLeadRow(trx, lead))) lead.reference = newLeadReference();
  await trx
    .updateTable('leads')
    .set({ first_response_at: at, first_response_by: answeredBy, settled_on_arrival: 1 })
    .where('id', '=', lead.id)
    .execute();
  const routing = await routeNewLead(trx, lead, env().LEADS_TO);
  // The cart a hold was paid for, read in the transaction: staff and the CRM are told which it is.
  const [vehicle] = lead.vehicleId ? await loadVehicles(trx, [lead.vehicleId]) : [];
  const queued = await enqueueLeadMessages(trx, lead, vehicle, routing, { customerConfirmation: false });
  return { id: lead.id, reference: lead.reference, queued };
}
