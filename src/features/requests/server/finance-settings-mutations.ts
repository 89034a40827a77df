import 'server-only';

import type { Transaction } from 'kysely';

import type { FinanceSettings } from '@/content/finance';
import { forgetStockVersion } from '@/features/inventory/server/stock-version';
import { database } from '@/server/db/database';
import type { Database } from '@/server/db/schema';

import { financeSettingKeys } from '../finance-settings-schema';

/**
 * The finance settings' version: when they were last saved (every key of one save carries the
 * same moment), or "" while they are the starting figures. A form sends back the version it was
 * opened at; a save from an older one is refused rather than undoing someone's change.
 */
export async function financeSettingsVersion(db: Pick<Transaction<Database>, 'selectFrom'>): Promise<string> {
  const row = await db
    .selectFrom('settings')
    .select('updated_at')
    .where('key', 'in', financeSettingKeys)
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
  return row?.updated_at ?? '';
}

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
    const currentVersion = await financeSettingsVersion(trx);
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
