import type { Metadata } from 'next';

import { ImportForm } from '@/features/inventory/components/office/import-form';
import { InventorySubpage } from '@/features/inventory/components/office/inventory-subpage';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Import inventory | Staff area' } };

export default async function ImportPage() {
  await requireStaff();
  return (
    <InventorySubpage widthClass="max-w-3xl">
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Import inventory</h1>
      <p className="mt-2 text-muted">
        Start from{' '}
        <a href="/admin/inventory/export" className="font-semibold text-brand-800 underline" download>
          an export of the inventory
        </a>
        , edit it in a spreadsheet and send it back. Every row is checked first: if any row has a problem,
        nothing changes and each problem is listed with its row and field.
      </p>
      <ImportForm />
    </InventorySubpage>
  );
}
