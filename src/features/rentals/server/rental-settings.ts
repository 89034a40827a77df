import 'server-only';

import { defaultTurnaroundHours } from '@/content/rental-plans';
import { readSettings, saveSettings, type SettingsSaveResult } from '@/server/db/settings-store';

/** The rentals office's settings: the turnaround buffer between a return and the next pickup. */

const key = 'rentals.turnaroundHours';

export interface RentalSettings {
  turnaroundHours: number;
  /** The version its form is opened at: "" while never saved. */
  version: string;
  changedBy: string | null;
}

export async function rentalSettings(): Promise<RentalSettings> {
  const { values, version, changedBy } = await readSettings('office_settings', [key]);
  const stored = Number(values.get(key));
  return {
    turnaroundHours: Number.isInteger(stored) && stored >= 0 ? stored : defaultTurnaroundHours,
    version,
    changedBy,
  };
}

export function saveRentalSettings(
  turnaroundHours: number,
  staffEmail: string,
  expectedVersion: string,
): Promise<SettingsSaveResult> {
  return saveSettings('office_settings', { [key]: String(turnaroundHours) }, staffEmail, expectedVersion);
}
