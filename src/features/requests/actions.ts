'use server';

import { redirect } from 'next/navigation';

import { groupChanges, type ChangeGroup } from '@/features/inventory/change-summary';
import { requireStaff } from '@/features/staff/server/current-staff';
import { versionToOverwrite } from '@/lib/posted-form';

import {
  financeSettingKeys,
  financeSettingLabels,
  validateFinanceSettings,
  type FinanceSettingsErrors,
} from './finance-settings-schema';
import { saveFinanceSettings } from './server/finance-settings-mutations';
import { financeSettings, financeSettingsChange } from './server/finance-settings-queries';

export interface FinanceSettingsState {
  values?: Record<string, string>;
  errors?: FinanceSettingsErrors;
  /** Set when someone saved the settings after the form was opened: what they changed. */
  conflict?: { changes: ChangeGroup[]; currentVersion: string };
  /** Counts the answers, so the form's controls are made afresh with what was sent. */
  attempt?: number;
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** The finance figures of every payment estimate: sales tax, and where an estimate starts. */
export async function saveFinanceSettingsForm(
  previous: FinanceSettingsState,
  formData: FormData,
): Promise<FinanceSettingsState> {
  const staff = await requireStaff('settings.inventory');
  const attempt = (previous.attempt ?? 0) + 1;
  const values = Object.fromEntries(financeSettingKeys.map((key) => [key, text(formData.get(key))]));
  const parsed = validateFinanceSettings(values);
  if (!parsed.success) return { values, errors: parsed.errors, attempt };
  const expected = versionToOverwrite(formData);
  const result = await saveFinanceSettings(parsed.data, staff.email, expected);
  if (result.outcome === 'stale') {
    const [current, change] = await Promise.all([financeSettings(), financeSettingsChange()]);
    // The form sent the figures it was opened with: the difference is what the other person did.
    const changed = financeSettingKeys.filter(
      (key) => formData.has(`was.${key}`) && text(formData.get(`was.${key}`)) !== String(current[key]),
    );
    const by = change?.by ?? 'someone';
    const at = change?.at ?? new Date().toISOString();
    const changes = changed.length
      ? groupChanges(
          changed.map((key) => ({
            staff_email: by,
            changed_at: at,
            field: financeSettingLabels[key],
            old_value: text(formData.get(`was.${key}`)),
            new_value: String(current[key]),
          })),
        )
      : [{ by, at, changes: ['saved the same figures again'] }];
    return { values, conflict: { changes, currentVersion: result.currentVersion }, attempt };
  }
  redirect('/admin/inventory/settings?saved=1');
}
