import 'server-only';

import { env } from '@/env';
import { findVehicle } from '@/features/inventory/server/vehicle-queries';
import { listStaff, managerRecipients } from '@/features/staff/server/staff-directory';
import { staffDisplayName } from '@/features/staff/staff-roles';
import { database } from '@/server/db/database';
import { mailConfigured } from '@/server/mail/transport';

import { responseDeadline } from '../lead-promise';
import { deskSettings } from './desk-settings';
import { recordLeadEvent } from './lead-desk';
import { escalationMessage } from './lead-messages';
import { toLead } from './lead-queries';
import { kickOutbox, queueMessages } from './outbox';

/** Leads older than this are not escalated any more: a stale backlog is nobody's emergency. */
const escalationWindowMs = 14 * 24 * 60 * 60 * 1000;

/**
 * Tells the managers, once per lead, about every new lead nobody has answered within the
 * dealer's promise (minutes of opening hours). Two server processes running this at the same
 * moment still send one alert: the lead is marked escalated with a compare-and-set first.
 * `now` is a parameter so that tests move the clock instead of waiting.
 */
export async function escalateOverdueLeads(now = new Date()): Promise<number> {
  const db = await database();
  const settings = await deskSettings();
  const candidates = await db
    .selectFrom('leads')
    .selectAll()
    .where('status', '=', 'new')
    .where('first_response_at', 'is', null)
    .where('escalated_at', 'is', null)
    .where('created_at', '>', new Date(now.getTime() - escalationWindowMs).toISOString())
    .execute();
  const due = candidates.map(toLead).filter((lead) => responseDeadline(lead, settings.promiseMinutes) <= now);
  if (due.length === 0) return 0;
  const staff = await listStaff();
  const recipients = await managerRecipients(db);
  const mailOn = mailConfigured() && recipients !== '';
  let escalated = 0;
  let queued = 0;
  for (const lead of due) {
    const { id } = lead;
    const vehicle = lead.vehicleId ? await findVehicle(lead.vehicleId) : undefined;
    const owner = staff.find((member) => member.id === lead.assignedTo);
    const at = now.toISOString();
    const done = await db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('leads')
        .set({ escalated_at: at })
        .where('id', '=', id)
        .where('escalated_at', 'is', null)
        .where('first_response_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return false;
      await recordLeadEvent(trx, id, 'escalated', null, at, { to: recipients || 'no manager account' });
      if (mailOn) {
        const message = escalationMessage(
          lead,
          {
            siteUrl: env().SITE_URL,
            managers: recipients,
            owner: owner ? staffDisplayName(owner) : undefined,
            promiseMinutes: settings.promiseMinutes,
          },
          vehicle,
        );
        queued += await queueMessages(trx, id, [message], at);
      }
      return true;
    });
    if (done) escalated++;
  }
  if (queued > 0) kickOutbox();
  return escalated;
}
