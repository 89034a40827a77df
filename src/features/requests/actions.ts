'use server';

import { redirect } from 'next/navigation';

import { groupChanges, type ChangeGroup } from '@/features/inventory/change-summary';
import { staffFormAction } from '@/features/staff/server/staff-form-action';
import { versionToOverwrite, type FormState } from '@/lib/posted-form';

import { financeSettingKeys, financeSettingLabels, financeSettingsSchema } from './finance-settings-schema';
import { saveFinanceSettings } from './server/finance-settings-mutations';
import { financeSettings, financeSettingsChange } from './server/finance-settings-queries';

/** The finance settings form's answer; `conflict` when someone saved them after it was opened. */
export type FinanceSettingsState = FormState<{
  conflict: { changes: ChangeGroup[]; currentVersion: string };
}>;

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** The finance figures of every payment estimate: sales tax, and where an estimate starts. */
export const saveFinanceSettingsForm = staffFormAction(
  { permission: 'settings.inventory', fields: financeSettingKeys, schema: financeSettingsSchema },
  async (form, staff, formData): Promise<FinanceSettingsState> => {
    const { values, attempt } = form;
    const result = await saveFinanceSettings(form.data, staff.email, versionToOverwrite(formData));
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
  },
);
