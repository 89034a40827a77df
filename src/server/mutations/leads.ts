import 'server-only';

import { randomUUID } from 'node:crypto';

import type { ContactSubmission } from '@/lib/contact-schema';
import { database } from '@/server/db/database';

/** Stores an enquiry; resolves once the row is committed. */
export async function createLead(submission: ContactSubmission): Promise<{ id: string }> {
  const db = await database();
  const id = randomUUID();
  await db
    .insertInto('leads')
    .values({
      id,
      first_name: submission.firstName,
      last_name: submission.lastName,
      email: submission.email,
      phone: submission.phone,
      interest: submission.interest,
      message: submission.message,
      vehicle_id: submission.vehicleId ?? null,
      rental_plan: submission.rentalPlan ?? null,
      municipality: submission.municipality ?? null,
      source_path: submission.sourcePath ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return { id };
}
