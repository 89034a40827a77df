import 'server-only';

import type { FinanceSettings } from '@/content/finance';
import { forgetStockVersion } from '@/features/inventory/server/stock-version';
import { database } from '@/server/db/database';

/**
 * Stores the finance figures. Vehicle pages show an estimate made with them: the settings table's
 * triggers raise the stock version in the same transaction (src/server/db/migrations.ts), so every
 * cached page is made again.
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
  });
  forgetStockVersion();
}
