import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Executor } from '@/server/db/database';

import type { AccountEvent } from '../account-history-words';

/** Who made a change: a staff member by sign-in address, the account's owner (at their desk or through a link), or the server's shell (null). */
export type AccountEventBy = { email: string } | 'owner' | null;

/**
 * Keeps one change to an account, in the transaction that makes it, so the history never tells of
 * a change that did not happen nor misses one that did.
 */
export async function noteAccountEvent(
  db: Executor,
  staffId: string,
  by: AccountEventBy,
  event: AccountEvent,
  at = new Date(),
): Promise<void> {
  const byEmail =
    by === 'owner'
      ? (
          await db
            .selectFrom('staff_users')
            .select('email')
            .where('id', '=', staffId)
            .executeTakeFirstOrThrow()
        ).email
      : (by?.email ?? null);
  const { kind, ...detail } = event;
  const last = await db
    .selectFrom('staff_account_events')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('staff_id', '=', staffId)
    .executeTakeFirst();
  await db
    .insertInto('staff_account_events')
    .values({
      id: randomUUID(),
      staff_id: staffId,
      kind,
      by_email: byEmail,
      at: at.toISOString(),
      detail: JSON.stringify(detail),
      seq: Number(last?.seq ?? 0) + 1,
    })
    .execute();
}
