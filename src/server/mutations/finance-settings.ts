import 'server-only';

import { sql } from 'kysely';

import type { FinanceSettings } from '@/lib/requests/payment-estimate';
import { database } from '@/server/db/database';
import { forgetStockVersion } from '@/server/stock/stock-version';

/**
 * Stores the finance figures. Vehicle pages show an estimate made with them, so the stock version
 * is raised in the same transaction and every cached page is made again.
 */
export async function saveFinanceSettings(settings: FinanceSettings, staffEmail: string): Promise<void> {
  const db = await database();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of Object.entries(settings)) {
      await trx
        .insertInto('settings')
        .values({ key, value: String(value), updated_at: now, updated_by: staffEmail })
        .onConflict((conflict) =>
          conflict
            .column('key')
            .doUpdateSet({ value: String(value), updated_at: now, updated_by: staffEmail }),
        )
        .execute();
    }
    await sql`update site_state set value = value + 1 where key = 'stock_version'`.execute(trx);
  });
  forgetStockVersion();
}
