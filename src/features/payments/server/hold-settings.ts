import 'server-only';

import {
  readSettings,
  saveSettings,
  storedWholeNumber,
  type SettingsSaveResult,
  type SettingsVersion,
} from '@/server/db/settings-store';

/**
 * A cart held for sale: the refundable deposit a buyer pays online, and the days it holds the
 * cart. A manager's setting, versioned like the others; kept with the public pages' settings
 * (the vehicle page offers the hold with these figures, so a change makes those pages again).
 */

const keys = { cents: 'holds.depositCents', days: 'holds.days' } as const;

export const defaultHoldSettings = { depositCents: 50_000, days: 7 };

export type HoldSettings = SettingsVersion & { depositCents: number; days: number };

export async function holdSettings(): Promise<HoldSettings> {
  const { values, version, changedBy } = await readSettings('settings', [keys.cents, keys.days]);
  return {
    depositCents: storedWholeNumber(values, keys.cents, 1, defaultHoldSettings.depositCents),
    days: storedWholeNumber(values, keys.days, 1, defaultHoldSettings.days),
    version,
    changedBy,
  };
}

export function saveHoldSettings(
  settings: { depositCents: number; days: number },
  staffEmail: string,
  expectedVersion: string,
): Promise<SettingsSaveResult> {
  return saveSettings(
    'settings',
    { [keys.cents]: String(settings.depositCents), [keys.days]: String(settings.days) },
    staffEmail,
    expectedVersion,
  );
}
