import 'server-only';

import { sql, type Transaction } from 'kysely';

import { interests } from '@/content/enquiries';
import { findVehicle } from '@/features/inventory/server/vehicle-queries';
import { chosenPasswordPrefix } from '@/features/staff/server/password';
import { staffNamer } from '@/features/staff/server/staff-directory';
import { teamForInterest, type StaffRole, type Team } from '@/features/staff/staff-roles';
import { database } from '@/server/db/database';
import type { Database } from '@/server/db/schema';
import { lockForTransaction } from '@/server/db/transaction-lock';

import { openLeadStatuses, type Assignee, type Lead } from '../lead';
import { deskSettings } from './desk-settings';
import { changeLeadAtVersion, recordLeadEvent, type DeskOutcome } from './lead-desk';
import { findLead } from './lead-queries';
import { enqueueAssignmentNotice, kickOutbox } from './outbox';

/**
 * Who a new lead goes to: its team by what it is about. A customer already being worked stays
 * with the person working them; anyone else goes to whoever on the team has waited longest for a
 * lead among the people who are neither away nor disabled (round robin that survives restarts and
 * people joining). Nobody available leaves it unassigned for the team's address (or LEADS_TO).
 */

export interface Routing {
  team: Team;
  assignee?: Assignee;
  /** Where the staff notification goes: the assignee, else the team's address, else LEADS_TO. */
  notifyTo?: string;
  /** The customer's open lead that brought this one to its owner, when one did. */
  sameCustomer?: { id: string; reference: string };
}

/**
 * How far back a customer's open lead keeps them with its owner. A lead still open after three
 * months has gone cold (nobody closed it); the customer's next request is a fresh start on the
 * rota rather than a return to whoever let it sit.
 */
export const sameCustomerDays = 90;

/**
 * On PostgreSQL two requests of one customer stored at the same moment would each miss the
 * other's uncommitted lead: each takes a lock on the customer (their e-mail, their phone), held
 * to the commit, so the second waits and then sees the first. SQLite has one writer at a time
 * (`begin immediate`), which orders them already. The locks are taken in one order, by key.
 */
async function lockCustomer(trx: Transaction<Database>, lead: Pick<Lead, 'email' | 'phoneE164'>) {
  const keys = [`lead-email:${lead.email.toLowerCase()}`, lead.phoneE164 && `lead-phone:${lead.phoneE164}`]
    .filter((key): key is string => Boolean(key))
    .sort();
  for (const key of keys) await lockForTransaction(trx, key);
}

/**
 * The owner of the customer's latest open lead (same e-mail in any case, or same phone), if they
 * can take this one: enabled, not away, and on its team, or a manager working a lead of its team
 * (a manager who sells a customer a cart does not take their service request from the service
 * team). Their lead, too.
 */
async function ownerOfOpenLead(
  trx: Transaction<Database>,
  lead: Pick<Lead, 'id' | 'email' | 'phoneE164' | 'createdAt'>,
  team: Team,
  generalTeam: Team,
): Promise<{ assignee: Assignee; earlier: { id: string; reference: string } } | undefined> {
  const teamInterests = interests.filter((interest) => teamForInterest(interest, generalTeam) === team);
  const since = new Date(Date.parse(lead.createdAt) - sameCustomerDays * 24 * 60 * 60 * 1000).toISOString();
  const row = await trx
    .selectFrom('leads')
    .innerJoin('staff_users', 'staff_users.id', 'leads.assigned_to')
    .select([
      'leads.id as leadId',
      'leads.reference',
      'staff_users.id as staffId',
      'staff_users.email as staffEmail',
      'staff_users.name as staffName',
    ])
    .where('leads.id', '!=', lead.id)
    .where('leads.status', 'in', openLeadStatuses)
    .where('leads.created_at', '>=', since)
    .where((eb) =>
      eb.or([
        eb(sql`lower(leads.email)`, '=', lead.email.toLowerCase()),
        ...(lead.phoneE164 ? [eb('leads.phone_e164', '=', lead.phoneE164)] : []),
      ]),
    )
    .where('staff_users.disabled_at', 'is', null)
    .where('staff_users.away', '=', 0)
    .where('staff_users.password_hash', 'like', `${chosenPasswordPrefix}%`)
    .where((eb) =>
      eb.or([
        eb('staff_users.role', '=', team satisfies StaffRole),
        eb.and([eb('staff_users.role', '=', 'manager'), eb('leads.interest', 'in', teamInterests)]),
      ]),
    )
    .orderBy('leads.created_at', 'desc')
    .orderBy('leads.id')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    assignee: { id: row.staffId, email: row.staffEmail, name: row.staffName },
    earlier: { id: row.leadId, reference: row.reference ?? '' },
  };
}

/** The next person on the team's rota, taken in `trx`; undefined when nobody is available. */
async function takeNextOnRota(
  trx: Transaction<Database>,
  team: Team,
  at: string,
): Promise<Assignee | undefined> {
  // Two leads routed at once must not both go to the same person: the turn is taken with a
  // compare-and-set on the time the person last got one, and tried again if someone took it first.
  for (let attempt = 0; attempt < 5; attempt++) {
    const next = await trx
      .selectFrom('staff_users')
      .select(['id', 'email', 'name', 'last_assigned_at'])
      .where('role', '=', team satisfies StaffRole)
      .where('disabled_at', 'is', null)
      .where('away', '=', 0)
      // Not one still waiting for its welcome link: nobody could open the lead.
      .where('password_hash', 'like', `${chosenPasswordPrefix}%`)
      .orderBy(sql`coalesce(last_assigned_at, '')`)
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
    if (!next) return undefined;
    const taken = await trx
      .updateTable('staff_users')
      .set({ last_assigned_at: at })
      .where('id', '=', next.id)
      .where((eb) =>
        next.last_assigned_at === null
          ? eb('last_assigned_at', 'is', null)
          : eb('last_assigned_at', '=', next.last_assigned_at),
      )
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return { id: next.id, email: next.email, name: next.name };
  }
  return undefined;
}

/**
 * Routes a lead just stored in `trx`: to the owner of the customer's open lead, else by rota, and
 * records that on its timeline.
 */
export async function routeNewLead(
  trx: Transaction<Database>,
  lead: Pick<Lead, 'id' | 'interest' | 'createdAt' | 'email' | 'phoneE164'>,
  fallbackAddress: string | undefined,
): Promise<Routing> {
  const settings = await deskSettings(trx);
  const team = teamForInterest(lead.interest, settings.generalTeam);
  await lockCustomer(trx, lead);
  // The same customer's second request is not a new customer: it takes nobody's turn.
  const kept = await ownerOfOpenLead(trx, lead, team, settings.generalTeam);
  const assignee = kept?.assignee ?? (await takeNextOnRota(trx, team, lead.createdAt));
  if (assignee) {
    await trx.updateTable('leads').set({ assigned_to: assignee.id }).where('id', '=', lead.id).execute();
    await recordLeadEvent(trx, lead.id, 'assigned', null, lead.createdAt, {
      to: assignee.email,
      name: assignee.name,
      ...(kept ? { how: 'customer', earlier: kept.earlier.reference } : { how: 'rota' }),
    });
  }
  return {
    team,
    assignee,
    notifyTo: assignee?.email ?? (settings.teamAddresses[team] || fallbackAddress || undefined),
    sameCustomer: kept?.earlier,
  };
}

export type AssignOutcome = DeskOutcome | { outcome: 'refused' };

/**
 * Gives the lead to someone (or to nobody), if nobody changed it since the page showed
 * `expectedVersion`; the new owner gets the notification. A manager may give any lead to anyone;
 * anyone else may only take a lead nobody owns (`onlyIfUnassigned`).
 */
export async function assignLead(
  id: string,
  change: { to: Assignee | null; expectedVersion: number; onlyIfUnassigned?: boolean },
  staffEmail: string,
  now = new Date(),
): Promise<AssignOutcome> {
  const lead = await findLead(id);
  if (!lead) return { outcome: 'missing' };
  const vehicle = lead.vehicleId ? await findVehicle(lead.vehicleId) : undefined;
  const db = await database();
  const at = now.toISOString();
  const result = await db.transaction().execute(async (trx): Promise<AssignOutcome & { queued?: number }> => {
    if (change.onlyIfUnassigned) {
      const current = await trx
        .selectFrom('leads')
        .select('assigned_to')
        .where('id', '=', id)
        .executeTakeFirst();
      if (current?.assigned_to) return { outcome: 'refused' };
    }
    const changed = await changeLeadAtVersion(
      trx,
      id,
      change.expectedVersion,
      { assigned_to: change.to?.id ?? null },
      {
        kind: 'assigned',
        staffEmail,
        at,
        detail: change.to ? { to: change.to.email, name: change.to.name, how: 'manager' } : {},
      },
    );
    if (changed.outcome !== 'done') return changed;
    // Someone who takes a lead knows it: only a lead given by another is mailed, saying by whom.
    const givenByAnother = change.to && change.to.email !== staffEmail ? change.to : undefined;
    const queued = givenByAnother
      ? await enqueueAssignmentNotice(
          trx,
          lead,
          vehicle,
          givenByAnother,
          (await staffNamer(trx, [staffEmail]))(staffEmail),
          at,
        )
      : 0;
    return { outcome: 'done', queued };
  });
  if (result.outcome === 'done' && result.queued) kickOutbox();
  return result.outcome === 'done' ? { outcome: 'done' } : result;
}
