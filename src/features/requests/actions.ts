'use server';

import { redirect } from 'next/navigation';

import { requireStaff } from '@/features/staff/server/current-staff';

import {
  financeSettingKeys,
  validateFinanceSettings,
  type FinanceSettingsErrors,
} from './finance-settings-schema';
import { saveFinanceSettings } from './server/finance-settings-mutations';

export interface FinanceSettingsState {
  values?: Record<string, string>;
  errors?: FinanceSettingsErrors;
}

/** The finance figures of every payment estimate: sales tax, and where an estimate starts. */
export async function saveFinanceSettingsForm(
  _previous: FinanceSettingsState,
  formData: FormData,
): Promise<FinanceSettingsState> {
  const staff = await requireStaff();
  const values = Object.fromEntries(
    financeSettingKeys.map((key) => {
      const value = formData.get(key);
      return [key, typeof value === 'string' ? value : ''];
    }),
  );
  const parsed = validateFinanceSettings(values);
  if (!parsed.success) return { values, errors: parsed.errors };
  await saveFinanceSettings(parsed.data, staff.email);
  redirect('/admin/inventory/settings?saved=1');
}
