import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Transaction } from 'kysely';

import type { Database } from '@/server/db/schema';

/** One changed field, as staff read it in a vehicle's history. */
export interface AuditEntry {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/** Which of the vehicle's versions the change made: its record's, or its photo set's. */
export type MadeVersion = { record: number } | { photos: number };

/**
 * Writes a vehicle's changes into its history, with the version they made (what a refused save
 * later lists as "changed since"), in the transaction that made them.
 */
export async function writeAudit(
  trx: Transaction<Database>,
  change: { vehicleId: string; staffEmail: string; at: string; made: MadeVersion },
  entries: readonly AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await trx
    .insertInto('vehicle_changes')
    .values(
      entries.map((entry) => ({
        id: randomUUID(),
        vehicle_id: change.vehicleId,
        staff_email: change.staffEmail,
        field: entry.field,
        old_value: entry.oldValue,
        new_value: entry.newValue,
        changed_at: change.at,
        record_version: 'record' in change.made ? change.made.record : null,
        photos_version: 'photos' in change.made ? change.made.photos : null,
      })),
    )
    .execute();
}
