import type { Metadata } from 'next';

import { Notice } from '@/components/admin/notice';
import { Card } from '@/components/ui/card';
import { InventorySubpage } from '@/features/inventory/components/office/inventory-subpage';
import { PriceLimitForm } from '@/features/inventory/components/office/price-limit-form';
import { priceChangeSetting } from '@/features/inventory/server/price-change-setting';
import { FinanceSettingsForm } from '@/features/requests/components/finance-settings-form';
import {
  financeSettings,
  financeSettingsChange,
  financeSettingsVersion,
} from '@/features/requests/server/finance-settings-queries';
import { requireStaff } from '@/features/staff/server/current-staff';
import { staffNamer } from '@/features/staff/server/staff-directory';
import type { StaffNamer } from '@/features/staff/staff-roles';
import { formatDateTime } from '@/lib/format-date';

export const metadata: Metadata = { title: { absolute: 'Inventory settings | Staff area' } };

const savedNotices: Record<string, string> = {
  '1': 'Finance settings saved.',
  prices: 'Price-change limit saved.',
};

/** "Last changed ... by ..." (a staff member by their name), or that nobody has changed the starting figures. */
const lastChange = (change: { at: string; by: string | null } | undefined, named: StaffNamer) =>
  change
    ? `Last changed ${formatDateTime(change.at)}${change.by ? ` by ${named(change.by)}` : ''}.`
    : 'These are the starting figures: nobody has changed them yet.';

export default async function InventorySettingsPage({
  searchParams,
}: PageProps<'/admin/inventory/settings'>) {
  await requireStaff('settings.inventory');
  const [current, change, priceLimit, named, query] = await Promise.all([
    financeSettings(),
    financeSettingsChange(),
    priceChangeSetting(),
    staffNamer(),
    searchParams,
  ]);
  const saved = typeof query.saved === 'string' ? savedNotices[query.saved] : undefined;
  return (
    <InventorySubpage widthClass="max-w-3xl">
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Inventory settings</h1>
      {saved && <Notice>{saved}</Notice>}
      <h2 className="mt-8 text-xl font-bold">Finance settings</h2>
      <p className="mt-2 text-muted">
        Every vehicle page shows a monthly payment estimate made with these figures, and the pre-approval
        requests carry them. Pages show new figures as soon as they are saved.
      </p>
      <Card className="mt-4 p-6">
        <FinanceSettingsForm current={current} version={financeSettingsVersion(change)} />
        <p className="mt-5 text-sm text-muted">{lastChange(change, named)}</p>
      </Card>
      <h2 className="mt-10 text-xl font-bold">Price changes</h2>
      <p className="mt-2 text-muted">
        Every price change is shown before it is applied. A price, or a sale price, moved by more than this
        share in one change is a manager&apos;s to make.
      </p>
      <Card className="mt-4 p-6">
        <PriceLimitForm percent={priceLimit.percent} version={priceLimit.version} />
        <p className="mt-5 text-sm text-muted">
          {lastChange(
            priceLimit.version ? { at: priceLimit.version, by: priceLimit.changedBy } : undefined,
            named,
          )}
        </p>
      </Card>
    </InventorySubpage>
  );
}
