import type { Metadata } from 'next';

import { Card } from '@/components/ui/card';
import { InventorySubpage } from '@/features/inventory/components/office/inventory-subpage';
import { FinanceSettingsForm } from '@/features/requests/components/finance-settings-form';
import {
  financeSettings,
  financeSettingsChange,
  financeSettingsVersion,
} from '@/features/requests/server/finance-settings-queries';
import { requireManager } from '@/features/staff/server/current-staff';
import { formatDateTime } from '@/lib/format-date';

export const metadata: Metadata = { title: { absolute: 'Finance settings | Staff area' } };

export default async function FinanceSettingsPage({ searchParams }: PageProps<'/admin/inventory/settings'>) {
  await requireManager();
  const [current, change, query] = await Promise.all([
    financeSettings(),
    financeSettingsChange(),
    searchParams,
  ]);
  return (
    <InventorySubpage widthClass="max-w-3xl">
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Finance settings</h1>
      <p className="mt-2 text-muted">
        Every vehicle page shows a monthly payment estimate made with these figures, and the pre-approval
        requests carry them. Pages show new figures as soon as they are saved.
      </p>
      {query.saved === '1' && (
        <p role="status" className="mt-4 rounded-xl bg-brand-50 p-3 font-semibold text-brand-900">
          Finance settings saved.
        </p>
      )}
      <Card className="mt-6 p-6">
        <FinanceSettingsForm current={current} version={financeSettingsVersion(change)} />
        <p className="mt-5 text-sm text-muted">
          {change
            ? `Last changed ${formatDateTime(change.at)}${change.by ? ` by ${change.by}` : ''}.`
            : 'These are the starting figures: nobody has changed them yet.'}
        </p>
      </Card>
    </InventorySubpage>
  );
}
