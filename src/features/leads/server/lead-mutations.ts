import 'server-only';

import { randomUUID } from 'node:crypto';

import { env } from '@/env';
import { findVehicle } from '@/features/inventory/server/vehicle-queries';
import type { RequestDetails } from '@/features/requests/request-details';
import { requestRouting } from '@/features/requests/request-fields';
import { newLeadReference } from '@/lib/lead-reference';
import { phoneE164 } from '@/lib/phone-number';
import { database } from '@/server/db/database';
import { groupCommit } from '@/server/db/group-commit';

import type { ContactSubmission } from '../contact-schema';
import type { Lead } from '../lead';
import type { LeadSource } from '../lead-source';
import { routeNewLead } from './lead-routing';
import { enqueueLeadMessages, kickOutbox } from './outbox';

/**
 * Stores an enquiry and queues its e-mails in one transaction; resolves once both are committed.
 * A honeypot hit is stored as spam and queues nothing.
 */
/** The hidden field only a bot fills in: kept as a spam lead for the record, never mailed. */
export function isSpam(submission: ContactSubmission): boolean {
  return Boolean(submission.website?.trim());
}

export async function createLead(
  submission: ContactSubmission,
  details: RequestDetails | null = null,
  source: LeadSource | null = null,
): Promise<{ id: string; reference: string; spam: boolean }> {
  const db = await database();
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
    rentalPlan: submission.rentalPlan ?? null,
    municipality: submission.municipality ?? null,
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
    assignedTo: null,
    escalatedAt: null,
    source,
  };
  const vehicle = lead.vehicleId ? await findVehicle(lead.vehicleId) : undefined;
  const queued = await groupCommit(db, async (trx) => {
    // A reference is never given twice; pick again in the (rare) case it was.
    while (
      await trx.selectFrom('leads').select('id').where('reference', '=', lead.reference).executeTakeFirst()
    )
      lead.reference = newLeadReference();
    await trx
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
        reference: lead.reference,
        source: lead.source ? JSON.stringify(lead.source) : null,
        status: lead.status,
        created_at: lead.createdAt,
      })
      .execute();
    if (spam) return 0;
    const routing = await routeNewLead(trx, lead, env().LEADS_TO);
    lead.assignedTo = routing.assignee?.id ?? null;
    return enqueueLeadMessages(trx, lead, vehicle, routing);
  });
  if (queued > 0) kickOutbox();
  return { id: lead.id, reference: lead.reference, spam };
}
