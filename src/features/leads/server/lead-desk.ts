import 'server-only';

import { randomUUID } from 'node:crypto';

import { sql, type Selectable, type Transaction, type Updateable } from 'kysely';

import type { StaffActor } from '@/features/staff/staff-roles';
import { database, type Executor } from '@/server/db/database';
import type { Database, LeadEventsTable, LeadsTable } from '@/server/db/schema';
import { lockForTransaction } from '@/server/db/transaction-lock';

import type { LeadStatus } from '../lead';
import type { CallOutcome, LeadEvent, LeadEventKind, LostReason } from '../lead-desk';

/**
 * Every change staff make to a lead, each with its timeline entry in the same transaction. A
 * change that overwrites something (status, follow-up) names the version the page showed and is
 * refused when the lead has changed since; a note or a call only adds, so it is never refused.
 */

export type DeskOutcome =
  | { outcome: 'done' }
  | { outcome: 'missing' }
  | { outcome: 'stale'; changes: LeadEvent[]; currentVersion: number };

function toEvent(row: Selectable<LeadEventsTable> & { staff_name: string | null }): LeadEvent {
  let detail: LeadEvent['detail'] = {};
  try {
    detail = JSON.parse(row.detail) as LeadEvent['detail'];
  } catch {
    // An unreadable detail shows as the bare kind of entry.
  }
  return {
    id: row.id,
    kind: row.kind as LeadEventKind,
    staffEmail: row.staff_email,
    staffName: row.staff_name || null,
    at: row.at,
    leadVersion: row.lead_version,
    detail,
  };
}

export async function recordLeadEvent(
  db: Executor,
  leadId: string,
  kind: LeadEventKind,
  staffEmail: string | null,
  at: string,
  detail: LeadEvent['detail'],
  leadVersion: number | null = null,
  /** The entry's own id: the key its page's form carried, for one recorded once (recordEntryOnce). */
  id: string = randomUUID(),
): Promise<void> {
  await db
    .insertInto('lead_events')
    .values({
      id,
      lead_id: leadId,
      kind,
      staff_email: staffEmail,
      at,
      detail: JSON.stringify(detail),
      lead_version: leadVersion,
    })
    .execute();
}

/** A lead's events with the name of the staff member behind each, where the account has one. */
const eventsWithNames = (db: Executor) =>
  db
    .selectFrom('lead_events')
    .leftJoin('staff_users', 'staff_users.email', 'lead_events.staff_email')
    .selectAll('lead_events')
    .select('staff_users.name as staff_name');

/** The lead's timeline, newest first (its "received" moment is the lead's own). */
export async function leadTimeline(leadId: string): Promise<LeadEvent[]> {
  const db = await database();
  const rows = await eventsWithNames(db)
    .where('lead_id', '=', leadId)
    .orderBy('at', 'desc')
    .orderBy('lead_events.id')
    .execute();
  return rows.map(toEvent);
}

/** The changes made after the page that showed `version`: what a refusal names. */
export async function leadChangesSince(leadId: string, version: number, db?: Executor): Promise<LeadEvent[]> {
  const executor = db ?? (await database());
  const rows = await eventsWithNames(executor)
    .where('lead_id', '=', leadId)
    .where('lead_version', '>', version)
    .orderBy('at')
    .orderBy('lead_version')
    .execute();
  return rows.map(toEvent);
}

/**
 * Writes `changes` over the lead at version `expected`, raising its version, and the event on its
 * timeline at the new version; or says why it could not: gone, or changed since (and by whom).
 */
export async function changeLeadAtVersion(
  trx: Transaction<Database>,
  id: string,
  expected: number,
  changes: Updateable<LeadsTable>,
  event: { kind: LeadEventKind; staffEmail: string | null; at: string; detail: LeadEvent['detail'] },
): Promise<DeskOutcome> {
  const result = await trx
    .updateTable('leads')
    .set({ ...changes, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .where('version', '=', expected)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) {
    await recordLeadEvent(trx, id, event.kind, event.staffEmail, event.at, event.detail, expected + 1);
    return { outcome: 'done' };
  }
  const current = await trx.selectFrom('leads').select('version').where('id', '=', id).executeTakeFirst();
  if (!current) return { outcome: 'missing' };
  return {
    outcome: 'stale',
    currentVersion: current.version,
    changes: await leadChangesSince(id, expected, trx),
  };
}

/** The first call, e-mail or status change by staff answers the lead; later ones do not move it. */
export async function markFirstResponse(
  trx: Transaction<Database>,
  id: string,
  staffEmail: string,
  at: string,
) {
  await trx
    .updateTable('leads')
    .set({ first_response_at: at, first_response_by: staffEmail })
    .where('id', '=', id)
    .where('first_response_at', 'is', null)
    .execute();
}

/**
 * Moves a lead that is still `from` on by itself, at a new version with its timeline entry, so a
 * page opened before is told what changed; a lead someone has moved on since is left as they set it.
 */
async function moveLeadStillAt(
  trx: Transaction<Database>,
  id: string,
  from: LeadStatus,
  to: { status: LeadStatus; reason?: LostReason },
  event: { staffEmail: string | null; at: string; text?: string },
) {
  const lead = await trx
    .selectFrom('leads')
    .select(['status', 'version'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (lead?.status !== from) return;
  await changeLeadAtVersion(
    trx,
    id,
    lead.version,
    { status: to.status, status_reason: to.reason ?? null },
    {
      kind: 'status',
      staffEmail: event.staffEmail,
      at: event.at,
      detail: {
        from,
        to: to.status,
        ...(to.reason ? { reason: to.reason } : {}),
        ...(event.text ? { text: event.text } : {}),
      },
    },
  );
}

/** A New lead answered in person (a reply sent, a call that reached them) is Contacted. */
export async function markContacted(trx: Transaction<Database>, id: string, staffEmail: string, at: string) {
  // A millisecond after the answer it follows, so the timeline lists the two in that order.
  const after = new Date(Date.parse(at) + 1).toISOString();
  await moveLeadStillAt(trx, id, 'new', { status: 'contacted' }, { staffEmail, at: after });
}

/**
 * Who cancelled a booking: a staff member the customer asked, or the customer themselves, in words
 * ("the renter, from their link").
 */
export type BookingCancelledBy = { staff: StaffActor } | { customer: string };

/**
 * A booking's lead once the booking is cancelled at the customer's word (from their link, or by
 * staff they asked): Lost, "Cancelled their booking", so it leaves the desk's open leads. Only a
 * lead still Contacted, as the booking left it: one staff moved on (an appointment set, won) is
 * theirs to close. The timeline names who cancelled: the staff member as its author, as for any
 * change they make, or the customer's words.
 */
export async function closeLeadOfCancelledBooking(
  trx: Transaction<Database>,
  leadId: string,
  by: BookingCancelledBy,
  at: string,
): Promise<void> {
  await moveLeadStillAt(
    trx,
    leadId,
    'contacted',
    { status: 'lost', reason: 'booking-cancelled' },
    'staff' in by
      ? { staffEmail: by.staff.email, at }
      : { staffEmail: null, at, text: `Cancelled by ${by.customer}.` },
  );
}

/**
 * The person's data was erased at their request (erasePerson): the lead is closed for good, with
 * nobody to answer, so no desk change reopens, assigns or adds to it.
 */
export async function leadErased(id: string, db?: Executor): Promise<boolean> {
  const row = await (db ?? (await database()))
    .selectFrom('lead_events')
    .select('id')
    .where('lead_id', '=', id)
    .where('kind', '=', 'erased')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setLeadStatus(
  id: string,
  change: { status: LeadStatus; reason?: LostReason; expectedVersion: number },
  staffEmail: string,
  now = new Date(),
): Promise<DeskOutcome> {
  const db = await database();
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('leads').select('status').where('id', '=', id).executeTakeFirst();
    if (!before) return { outcome: 'missing' };
    const reason = change.status === 'lost' ? (change.reason ?? null) : null;
    const changed = await changeLeadAtVersion(
      trx,
      id,
      change.expectedVersion,
      { status: change.status, status_reason: reason },
      {
        kind: 'status',
        staffEmail,
        at,
        detail: { from: before.status, to: change.status, ...(reason ? { reason } : {}) },
      },
    );
    if (changed.outcome !== 'done') return changed;
    // Marking a bot's post as spam answers nobody.
    if (change.status !== 'spam' && change.status !== 'new') await markFirstResponse(trx, id, staffEmail, at);
    return { outcome: 'done' };
  });
}

export async function setLeadFollowUp(
  id: string,
  change: { on: string | null; expectedVersion: number },
  staffEmail: string,
  now = new Date(),
): Promise<DeskOutcome> {
  const db = await database();
  return db.transaction().execute(async (trx): Promise<DeskOutcome> => {
    const before = await trx
      .selectFrom('leads')
      .select('follow_up_on')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) return { outcome: 'missing' };
    // The date the lead has already (or "Clear" with none set) changes nothing: no timeline entry,
    // and no new version to refuse a colleague's save with.
    if (before.follow_up_on === change.on) return { outcome: 'done' };
    return changeLeadAtVersion(
      trx,
      id,
      change.expectedVersion,
      { follow_up_on: change.on },
      { kind: 'follow-up', staffEmail, at: now.toISOString(), detail: change.on ? { to: change.on } : {} },
    );
  });
}

/**
 * A note or a call as recorded: `recorded`, or recorded already (the same form sent twice: a
 * double click without JavaScript, a resent post); `page-used`: the page's form recorded another
 * entry under its key (a page kept by Back and written again), so this one is refused, never
 * dropped while staff are told it was saved; `missing`: no such lead.
 */
export type EntryOutcome = 'recorded' | 'page-used' | 'missing';

/**
 * Records a note or a call under the key the page gave its form, once: the key is the event's id,
 * held while it is looked for, so the same entry sent twice at once is still recorded once.
 */
async function recordEntryOnce(
  leadId: string,
  entry: { kind: 'note' | 'call'; key: string; detail: LeadEvent['detail'] },
  staffEmail: string,
  at: string,
  alsoRecorded?: (trx: Transaction<Database>) => Promise<void>,
): Promise<EntryOutcome> {
  const db = await database();
  return db.transaction().execute(async (trx): Promise<EntryOutcome> => {
    const lead = await trx.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst();
    if (!lead) return 'missing';
    await lockForTransaction(trx, `lead-entry:${entry.key}`);
    const detail = JSON.stringify(entry.detail);
    const earlier = await trx
      .selectFrom('lead_events')
      .select(['lead_id', 'kind', 'detail'])
      .where('id', '=', entry.key)
      .executeTakeFirst();
    if (earlier)
      return earlier.lead_id === leadId && earlier.kind === entry.kind && earlier.detail === detail
        ? 'recorded'
        : 'page-used';
    await recordLeadEvent(trx, leadId, entry.kind, staffEmail, at, entry.detail, null, entry.key);
    await alsoRecorded?.(trx);
    return 'recorded';
  });
}

/** Adds a note, once for the key its page's form carried. */
export async function addLeadNote(
  id: string,
  note: { text: string; entryKey: string },
  staffEmail: string,
  now = new Date(),
): Promise<EntryOutcome> {
  return recordEntryOnce(
    id,
    { kind: 'note', key: note.entryKey, detail: { text: note.text } },
    staffEmail,
    now.toISOString(),
  );
}

/**
 * Logs a call with its outcome (and what was said), once for the key its page's form carried; it
 * answers the lead when it is the first response.
 */
export async function logLeadCall(
  id: string,
  call: { outcome: CallOutcome; text: string; entryKey: string },
  staffEmail: string,
  now = new Date(),
): Promise<EntryOutcome> {
  const at = now.toISOString();
  return recordEntryOnce(
    id,
    {
      kind: 'call',
      key: call.entryKey,
      detail: { outcome: call.outcome, ...(call.text ? { text: call.text } : {}) },
    },
    staffEmail,
    at,
    async (trx) => {
      await markFirstResponse(trx, id, staffEmail, at);
      if (call.outcome === 'reached') await markContacted(trx, id, staffEmail, at);
    },
  );
}
