import 'server-only';

import type { FinanceSettings } from '@/content/finance';
import { forgetStockVersion } from '@/features/inventory/server/stock-version';
import { saveSettings } from '@/server/db/settings-store';

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
  const saved = await saveSettings(
    'settings',
    Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, String(value)])),
    staffEmail,
    expectedVersion,
  );
  const result: FinanceSaveResult =
    saved.outcome === 'saved' ? saved : { outcome: 'stale', currentVersion: saved.current.version };
  if (result.outcome === 'saved') forgetStockVersion();
  return result;
}
