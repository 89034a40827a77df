import 'server-only';

import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';

import type { Interest, LeadTopic } from '@/content/enquiries';
import { municipalities } from '@/content/municipalities';
import { cartTypes } from '@/content/rental-plans';
import { townName } from '@/features/places/town-copy';
import { dealerToday } from '@/features/requests/request-dates';
import { may } from '@/features/staff/access';
import type { StaffRole } from '@/features/staff/staff-roles';
import { phoneSearchDigits } from '@/lib/phone-number';
import { database, type Db } from '@/server/db/database';
import { caseFolded } from '@/server/db/dialect';
import type { Database, LeadsTable } from '@/server/db/schema';

import { openLeadStatuses, type Lead, type LeadStatus } from '../lead';
import type { LeadDueView, LeadListQuery } from '../lead-filters';
import { isOverdue } from '../lead-promise';
import type { LeadSource } from '../lead-source';
import { deskSettings } from './desk-settings';
import { parseDetails } from './lead-search-text';

export interface LeadFilters {
  /** A staff account's id: its leads; or null: the leads nobody owns (spam left out). */
  assignedTo?: string | null;
  /** A staff account's id: only the leads it may work, its own and those nobody owns (spam left out). */
  workableBy?: string;
  status?: LeadStatus;
  interest?: Interest;
  /** Overdue now, or a follow-up due today or before (open leads only). */
  due?: LeadDueView;
  q?: string;
}

export const leadsPageSize = 25;

/**
 * The inbox's address filters for the person looking: "my leads" are theirs, and whoever may not
 * work every lead sees only their own and those nobody owns (src/features/staff/access.ts).
 */
export function inboxFilters(query: LeadListQuery, staff: { id: string; role: StaffRole }): LeadFilters {
  const { owner, ...rest } = query;
  return {
    ...rest,
    ...(may(staff, 'leads.every') ? {} : { workableBy: staff.id }),
    ...(owner === 'mine' ? { assignedTo: staff.id } : owner === 'unassigned' ? { assignedTo: null } : {}),
  };
}

/** The stored source; unreadable JSON is no source, never an error. */
function parseSource(json: string | null): LeadSource | null {
  if (!json) return null;
  try {
    const source = JSON.parse(json) as unknown;
    return typeof source === 'object' && source !== null ? source : null;
  } catch {
    return null;
  }
}

export function toLead(
  row: Omit<LeadsTable, 'status' | 'version' | 'settled_on_arrival'> & {
    status: string;
    version: number;
    settled_on_arrival: number;
  },
): Lead {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    phoneE164: row.phone_e164,
    interest: row.interest as Interest,
    message: row.message,
    vehicleId: row.vehicle_id,
    rentalPlan: row.rental_plan,
    municipality: row.municipality,
    sourcePath: row.source_path,
    topic: row.topic as LeadTopic | null,
    details: parseDetails(row.details),
    reference: row.reference ?? '',
    status: row.status as LeadStatus,
    createdAt: row.created_at,
    version: row.version,
    statusReason: row.status_reason,
    followUpOn: row.follow_up_on,
    firstResponseAt: row.first_response_at,
    firstResponseBy: row.first_response_by,
    settledOnArrival: Number(row.settled_on_arrival) === 1,
    assignedTo: row.assigned_to,
    escalatedAt: row.escalated_at,
    source: parseSource(row.source),
  };
}

/** The `due` filter made concrete at a moment: which leads are overdue, or the dealer's date. */
type DueAt =
  { view: 'overdue'; createdBy: string | null; notOverdue: string[] } | { view: 'follow-up'; today: string };

/**
 * Whether a lead is overdue depends on the opening hours, so it is worked out here, from the open
 * leads nobody has answered (the dashboard reads them all too). The overdue ones are the oldest:
 * a later lead's deadline is later, but for the seconds a lead made before opening carries into
 * its deadline. So the filter is "made by the newest overdue one", less the rare lead among those
 * whose deadline is seconds away: a short list whatever the size of the backlog.
 */
async function dueAt(db: Db, due: LeadDueView | undefined, now: Date): Promise<DueAt | undefined> {
  if (due === 'follow-up') return { view: due, today: dealerToday(now) };
  if (due !== 'overdue') return undefined;
  const { promiseMinutes } = await deskSettings(db);
  const waiting = (
    await db
      .selectFrom('leads')
      .select(['id', 'created_at', 'status'])
      .where('status', 'in', openLeadStatuses)
      .where('first_response_at', 'is', null)
      .execute()
  ).map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    overdue: isOverdue(
      { createdAt: row.created_at, firstResponseAt: null, status: row.status as LeadStatus },
      promiseMinutes,
      now,
    ),
  }));
  const createdBy = waiting
    .filter((lead) => lead.overdue)
    .reduce<string | null>(
      (latest, lead) => (latest && latest > lead.createdAt ? latest : lead.createdAt),
      null,
    );
  const notOverdue = waiting
    .filter((lead) => !lead.overdue && createdBy !== null && lead.createdAt <= createdBy)
    .map((lead) => lead.id);
  return { view: due, createdBy, notOverdue };
}

/** Only the leads the `due` filter keeps. */
function whereDue(query: SelectQueryBuilder<Database, 'leads', object>, due: DueAt | undefined) {
  if (due?.view === 'follow-up')
    return query.where('status', 'in', openLeadStatuses).where('follow_up_on', '<=', due.today);
  if (due?.view !== 'overdue') return query;
  const waiting = query.where('status', 'in', openLeadStatuses).where('first_response_at', 'is', null);
  if (!due.createdBy) return waiting.where(sql<SqlBool>`1 = 0`);
  const made = waiting.where('created_at', '<=', due.createdBy);
  return due.notOverdue.length ? made.where('id', 'not in', due.notOverdue) : made;
}

/** The towns and cart types whose names, as the pages show them, hold the searched text. */
function namedIn(needle: string): { towns: string[]; cartTypeIds: string[] } {
  const holds = (name: string) => name.toLowerCase().includes(needle);
  return {
    towns: municipalities.filter((town) => holds(townName(town))).map((town) => town.slug),
    cartTypeIds: cartTypes.filter((type) => holds(type.title)).map((type) => type.id),
  };
}

function filtered(db: Db, filters: LeadFilters, due?: DueAt) {
  let query = whereDue(db.selectFrom('leads'), due);
  if (filters.assignedTo) query = query.where('assigned_to', '=', filters.assignedTo);
  if (filters.assignedTo === null)
    query = query.where('assigned_to', 'is', null).where('status', '!=', 'spam');
  const { workableBy } = filters;
  // Spam nobody owns is the managers' to look over, not a lead for the team to pick up.
  if (workableBy)
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('assigned_to', 'is', null), eb('status', '!=', 'spam')]),
        eb('assigned_to', '=', workableBy),
      ]),
    );
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.interest) query = query.where('interest', '=', filters.interest);
  const needle = filters.q?.trim().toLowerCase();
  if (needle) {
    // LIKE wildcards in the visitor's text are matched literally.
    const pattern = `%${needle.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const holdsNeedle = (text: string | RawBuilder<string>) =>
      sql<SqlBool>`${caseFolded(db, text)} like ${pattern} escape '\\'`;
    // The request's fields (a trade-in's make and model, say) are searched as staff read them.
    const columns = [
      'first_name',
      'last_name',
      'email',
      'phone',
      'message',
      'vehicle_id',
      'municipality',
      'reference',
      'details_text',
    ] as const;
    const digits = phoneSearchDigits(needle);
    const { towns, cartTypeIds } = namedIn(needle);
    query = query.where((eb) =>
      eb.or([
        // A town or cart type as the inbox shows it ("Bay Head Borough", "4 Seater") finds the
        // leads that store its id.
        ...(towns.length > 0 ? [eb('municipality', 'in', towns)] : []),
        ...cartTypeIds.flatMap((id) => [
          eb('rental_plan', 'like', `${id}/%`),
          eb('details', 'like', `%"cartType":"${id}"%`),
        ]),
        ...columns.map(holdsNeedle),
        // "Tom Alvarez": a caller's whole name, as the page heads the lead.
        holdsNeedle(sql<string>`first_name || ' ' || last_name`),
        // The cart by its name as the inbox and the lead's headline show it now ("Ranger 2+2").
        eb(
          'vehicle_id',
          'in',
          db.selectFrom('vehicles').select('vehicles.id').where(holdsNeedle('vehicles.name')),
        ),
        // "ev city" finds the lead about denago-ev-city.
        sql<SqlBool>`replace(lower(vehicle_id), '-', ' ') like ${pattern} escape '\\'`,
        // Any way of writing a phone finds it: "8485550166", "(848) 555-0166", "+1 848-555-0166".
        ...(digits ? [eb('phone_e164', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  return query;
}

/** The most of a person's other leads a lead's page reads, and its erasure offers to tick. */
export const linkedLeadsAtMost = 1000;

/**
 * The person's other leads, newest first: the same e-mail (in any case) or the same phone number
 * however it was written.
 */
export async function linkedLeads(
  lead: Pick<Lead, 'id' | 'email' | 'phoneE164'>,
  limit: number,
): Promise<Lead[]> {
  const db = await database();
  const e164 = lead.phoneE164;
  // An erased lead has no e-mail or phone left: it is nobody's, and linked to nothing.
  if (!lead.email && !e164) return [];
  const rows = await db
    .selectFrom('leads')
    .selectAll()
    .where('id', '!=', lead.id)
    .where((eb) =>
      eb.or([
        ...(lead.email ? [eb(sql`lower(email)`, '=', lead.email.toLowerCase())] : []),
        ...(e164 ? [eb('phone_e164', '=', e164)] : []),
      ]),
    )
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toLead);
}

/** Leads newest first, one page at a time, as of `now`. */
export async function listLeads(
  filters: LeadFilters,
  page = 1,
  now = new Date(),
): Promise<{ leads: Lead[]; total: number; pages: number; asOf: string }> {
  const db = await database();
  const due = await dueAt(db, filters.due, now);
  const { count } = await filtered(db, filters, due)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const pages = Math.max(1, Math.ceil(total / leadsPageSize));
  const current = Math.min(Math.max(1, page), pages);
  const rows = await filtered(db, filters, due)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(leadsPageSize)
    .offset((current - 1) * leadsPageSize)
    .execute();
  // The moment the list was read: how long ago each lead came in is measured from it.
  return { leads: rows.map(toLead), total, pages, asOf: now.toISOString() };
}

/** Every lead matching the filters, newest first (CSV export). */
export async function allLeads(filters: LeadFilters, now = new Date()): Promise<Lead[]> {
  const db = await database();
  const rows = await filtered(db, filters, await dueAt(db, filters.due, now))
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toLead);
}

async function findLeadWhere(column: 'id' | 'reference', value: string): Promise<Lead | undefined> {
  const db = await database();
  const row = await db.selectFrom('leads').selectAll().where(column, '=', value).executeTakeFirst();
  return row ? toLead(row) : undefined;
}

/** The lead a visitor's reference names (the thank-you page and the staff search). */
export function findLeadByReference(reference: string): Promise<Lead | undefined> {
  return findLeadWhere('reference', reference);
}

export function findLead(id: string): Promise<Lead | undefined> {
  return findLeadWhere('id', id);
}

/** How many open leads (new, contacted, appointment set) each staff account owns. */
export async function openLeadCounts(): Promise<Map<string, number>> {
  const db = await database();
  const rows = await db
    .selectFrom('leads')
    .select(['assigned_to', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('status', 'in', openLeadStatuses)
    .where('assigned_to', 'is not', null)
    .groupBy('assigned_to')
    .execute();
  return new Map(rows.map((row) => [row.assigned_to!, Number(row.count)]));
}
