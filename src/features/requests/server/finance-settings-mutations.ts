import 'server-only';

import type { FinanceSettings } from '@/content/finance';
import { forgetStockVersion } from '@/features/inventory/server/stock-version';
import { database } from '@/server/db/database';

import { financeSettingsChange, financeSettingsVersion } from './finance-settings-queries';

export type FinanceSaveResult = { outcome: 'saved' } | { outcome: 'stale'; currentVersion: string };

/**
 * Stores the finance figures if nobody saved them after `expectedVersion`. Vehicle pages show an
 * estimate made with them: the settings table's triggers raise the stock version in the same
 * transaction (src/server/db/migrations.ts), so every cached page is made again.
 */
export async function saveFinanceSettings(
  settings: FinanceSettings,
  staffEmail: string,
  expectedVersion: string,
): Promise<FinanceSaveResult> {
  const db = await database();
  const now = new Date().toISOString();
  const result = await db.transaction().execute(async (trx): Promise<FinanceSaveResult> => {
    const currentVersion = financeSettingsVersion(await financeSettingsChange(trx));
    if (currentVersion !== expectedVersion) return { outcome: 'stale', currentVersion };
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
    return { outcome: 'saved' };
  });
  if (result.outcome === 'saved') forgetStockVersion();
  return result;
}
