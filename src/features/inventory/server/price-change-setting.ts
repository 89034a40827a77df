import 'server-only';

import { readSettings, saveSettings, type SettingsSaveResult } from '@/server/db/settings-store';

import { defaultPriceChangePercent } from '../price-change-limit';

/** The share anyone may move a price by without a manager (src/features/inventory/price-change-limit.ts). */

const key = 'inventory.priceChangePercent';

export interface PriceChangeSetting {
  percent: number;
  /** The version its form is opened at: "" while never saved. */
  version: string;
  changedBy: string | null;
}

export async function priceChangeSetting(): Promise<PriceChangeSetting> {
  const { values, version, changedBy } = await readSettings('office_settings', [key]);
  const stored = Number(values.get(key));
  return {
    percent: Number.isInteger(stored) && stored > 0 ? stored : defaultPriceChangePercent,
    version,
    changedBy,
  };
}

/** Stores the share if nobody saved it after `expectedVersion`. */
export function savePriceChangeSetting(
  percent: number,
  staffEmail: string,
  expectedVersion: string,
): Promise<SettingsSaveResult> {
  return saveSettings('office_settings', { [key]: String(percent) }, staffEmail, expectedVersion);
}
