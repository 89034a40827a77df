import 'server-only';

import { sql } from 'kysely';

import { removeTradeInPhotos } from '@/features/requests/server/trade-in-photos';
import { database } from '@/server/db/database';

import { openLeadStatuses, type Lead } from '../lead';
import { recordLeadEvent } from './lead-desk';
import { linkedLeads, linkedLeadsAtMost } from './lead-queries';

/**
 * A person's right to have their data erased (New Jersey's consumer data privacy law): their
 * name, e-mail, phone, everything they or staff wrote about them, their trade-in photos and the
 * e-mails sent about them go, on this lead and on those of their linked leads (the same e-mail or
 * phone) the manager ticked as theirs: `alsoErase`, whose ids that are not linked to this lead are
 * passed over. What the lead was, when, where it came from, how it ended and who worked it stay,
 * for the counts; a lead still open is closed as lost ("erased"), since nobody can answer it now.
 * The erasure itself is recorded on each lead.
 */
export async function erasePerson(
  lead: Lead,
  managerEmail: string,
  alsoErase: readonly string[],
  now = new Date(),
): Promise<{ erased: number }> {
  const linked = await linkedLeads(lead, linkedLeadsAtMost);
  const people = [lead, ...linked.filter((other) => alsoErase.includes(other.id))];
  const ids = people.map((each) => each.id);
  const photos = people.flatMap((each) => (each.details?.kind === 'trade-in' ? each.details.photos : []));
  const db = await database();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    // An open lead can no longer be answered: it is closed as lost, so it is nobody's overdue lead
    // and no one's open count. A won or lost one keeps its status.
    const stillOpen = await trx
      .selectFrom('leads')
      .select(['id', 'status'])
      .where('id', 'in', ids)
      .where('status', 'in', openLeadStatuses)
      .execute();
    for (const { id, status } of stillOpen)
      await recordLeadEvent(trx, id, 'status', managerEmail, at, {
        from: status,
        to: 'lost',
        reason: 'erased',
      });
    await trx
      .updateTable('leads')
      .set({
        first_name: 'Erased',
        last_name: '',
        email: '',
        phone: '',
        phone_e164: null,
        message: '',
        details: null,
        details_text: null,
        version: sql<number>`version + 1`,
      })
      .where('id', 'in', ids)
      .execute();
    if (stillOpen.length > 0)
      await trx
        .updateTable('leads')
        .set({ status: 'lost', status_reason: 'erased' })
        .where(
          'id',
          'in',
          stillOpen.map((lead) => lead.id),
        )
        .execute();
    // Notes, calls, replies and the person's own texts are words by or about them: their text
    // goes, the entry stays.
    await trx
      .updateTable('lead_events')
      .set({ detail: '{}' })
      .where('lead_id', 'in', ids)
      .where('kind', 'in', ['note', 'call', 'email', 'text-reply'])
      .execute();
    await trx.deleteFrom('outbox').where('lead_id', 'in', ids).execute();
    for (const id of ids) await recordLeadEvent(trx, id, 'erased', managerEmail, at, {});
  });
  // After the commit: the photos of a refused erasure must stay with their lead.
  await removeTradeInPhotos(photos);
  return { erased: ids.length };
}
