import 'server-only';

import { sql, type Transaction } from 'kysely';

import { findVehicle } from '@/features/inventory/server/vehicle-queries';
import { teamForInterest, type StaffRole, type Team } from '@/features/staff/staff-roles';
import { database } from '@/server/db/database';
import type { Database } from '@/server/db/schema';

import type { Assignee, Lead } from '../lead';
import { deskSettings } from './desk-settings';
import { changeLeadAtVersion, recordLeadEvent, type DeskOutcome } from './lead-desk';
import { findLead } from './lead-queries';
import { enqueueAssignmentNotice, kickOutbox } from './outbox';

/**
 * Who a new lead goes to: its team by what it is about, and on that team whoever has waited
 * longest for a lead among the people who are neither away nor disabled (round robin that
 * survives restarts and people joining). Nobody available leaves it unassigned for the team's
 * address (or LEADS_TO) to pick up.
 */

export interface Routing {
  team: Team;
  assignee?: Assignee;
  /** Where the staff notification goes: the assignee, else the team's address, else LEADS_TO. */
  notifyTo?: string;
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

/** Routes a lead just stored in `trx`: assigns it by rota and records that on its timeline. */
export async function routeNewLead(
  trx: Transaction<Database>,
  lead: Pick<Lead, 'id' | 'interest' | 'createdAt'>,
  fallbackAddress: string | undefined,
): Promise<Routing> {
  const settings = await deskSettings(trx);
  const team = teamForInterest(lead.interest, settings.generalTeam);
  const assignee = await takeNextOnRota(trx, team, lead.createdAt);
  if (assignee) {
    await trx.updateTable('leads').set({ assigned_to: assignee.id }).where('id', '=', lead.id).execute();
    await recordLeadEvent(trx, lead.id, 'assigned', null, lead.createdAt, {
      to: assignee.email,
      name: assignee.name,
      how: 'rota',
    });
  }
  return {
    team,
    assignee,
    notifyTo: assignee?.email ?? (settings.teamAddresses[team] || fallbackAddress || undefined),
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
    const queued = change.to ? await enqueueAssignmentNotice(trx, lead, vehicle, change.to, at) : 0;
    return { outcome: 'done', queued };
  });
  if (result.outcome === 'done' && result.queued) kickOutbox();
  return result.outcome === 'done' ? { outcome: 'done' } : result;
}
