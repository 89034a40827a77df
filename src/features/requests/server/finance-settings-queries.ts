import 'server-only';

import { financeSettingsFrom } from '@/content/finance';
import type { FinanceSettings } from '@/content/finance';
import { readSettings } from '@/server/db/settings-store';

import { financeSettingKeys } from '../finance-settings-schema';

/** The finance figures estimates use: what staff stored, else the defaults of src/content/finance.ts. */
export async function financeSettings(): Promise<FinanceSettings> {
  const { values } = await readSettings('settings', financeSettingKeys);
  return financeSettingsFrom([...values].map(([key, value]) => ({ key, value })));
}

/**
 * When and by whom the finance figures were last changed, if ever. Every key of one save carries
 * the same moment, so `at` is also the settings' version (see financeSettingsVersion).
 */
export async function financeSettingsChange(): Promise<{ at: string; by: string | null } | undefined> {
  const { version, changedBy } = await readSettings('settings', financeSettingKeys);
  return version ? { at: version, by: changedBy } : undefined;
}

/** The version a finance settings form is opened at and sends back: "" while never changed. */
export const financeSettingsVersion = (change: { at: string } | undefined) => change?.at ?? '';
