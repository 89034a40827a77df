import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { ImportCheckView } from '@/features/inventory/components/office/import-check';
import { ImportForm } from '@/features/inventory/components/office/import-form';
import { ImportHistory } from '@/features/inventory/components/office/import-history';
import { InventorySubpage } from '@/features/inventory/components/office/inventory-subpage';
import { importFileTooLarge, importTooLargeQuery, tickedRows } from '@/features/inventory/import-file-rules';
import {
  appliedImports,
  findImportCheck,
  importUndoBlockers,
} from '@/features/inventory/server/inventory-import';
import { priceChangeSetting } from '@/features/inventory/server/price-change-setting';
import { heldOnlineRefusal } from '@/features/inventory/server/vehicle-mutations';
import { findVehicleForStaff } from '@/features/inventory/server/vehicle-queries';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Import inventory | Staff area' } };

export default async function ImportPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff('inventory.import');
  const { check: checkId, moved, undo, refused, ticked, held } = await searchParams;
  const check =
    typeof checkId === 'string'
      ? await findImportCheck(checkId, typeof ticked === 'string' ? tickedRows(ticked.split(',')) : undefined)
      : undefined;
  if (checkId !== undefined && !check) notFound();
  const heldCart = typeof held === 'string' ? await findVehicleForStaff(held) : undefined;
  const heldOnline = heldCart && (await heldOnlineRefusal(heldCart));
  const [imports, priceLimit] = await Promise.all([appliedImports(), priceChangeSetting()]);
  const newest = imports[0];
  const undoBlockers = newest && !newest.undone ? await importUndoBlockers(newest.id) : [];
  return (
    <InventorySubpage widthClass="max-w-3xl">
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Import inventory</h1>
      <p className="mt-2 text-muted">
        Start from{' '}
        <a href="/admin/inventory/export" className="font-semibold text-brand-800 underline" download>
          an export of the inventory
        </a>
        , edit it in a spreadsheet and send it back. You see what it would add and change, field by field,
        before anything is applied; a row exported before someone else changed its cart is held back unless
        you tick it.
      </p>
      {check && (
        <ImportCheckView
          check={check}
          moved={moved === '1'}
          heldOnline={heldOnline}
          priceLimitPercent={priceLimit.percent}
        />
      )}
      <h2 className="mt-10 text-2xl font-bold">{check ? 'Send another file' : 'Send a file'}</h2>
      <ImportForm
        sentFileName={check && check.problems.length > 0 ? check.fileName : undefined}
        refusal={refused === importTooLargeQuery.refused ? importFileTooLarge : undefined}
      />
      <ImportHistory imports={imports} undoBlockers={undoBlockers} undoRefused={undo === 'refused'} />
    </InventorySubpage>
  );
}
