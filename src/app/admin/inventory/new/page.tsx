import type { Metadata } from 'next';

import { InventorySubpage } from '@/features/inventory/components/office/inventory-subpage';
import { VehicleForm } from '@/features/inventory/components/office/vehicle-form';
import { findVehicleForStaff, inventoryFacets } from '@/features/inventory/server/vehicle-queries';
import { duplicateFormValues, emptyVehicleForm } from '@/features/inventory/vehicle-form';
import { may } from '@/features/staff/access';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Add a vehicle | Staff area' } };

/** A new record, empty or (with ?from=id) a copy of another vehicle to start from. */
export default async function NewVehiclePage({ searchParams }: PageProps<'/admin/inventory/new'>) {
  const staff = await requireStaff();
  const from = (await searchParams).from;
  const [source, facets] = await Promise.all([
    typeof from === 'string' ? findVehicleForStaff(from) : undefined,
    inventoryFacets(),
  ]);
  return (
    <InventorySubpage widthClass="max-w-5xl">
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">
        {source ? `Duplicate ${source.name}` : 'Add a vehicle'}
      </h1>
      <p className="mt-2 max-w-3xl text-muted">
        {source
          ? 'Everything is copied but the stock number, serial number and VIN. Change what differs, then save the new vehicle.'
          : 'A trade-in, a new arrival or a model to order. It is on the site as soon as it is saved with the status Available.'}
      </p>
      <VehicleForm
        initialValues={source ? duplicateFormValues(source) : emptyVehicleForm}
        copiedFrom={source?.id}
        categories={facets.categorySuggestions}
        submitLabel="Add vehicle"
        canArchive={may(staff, 'inventory.archive')}
      />
    </InventorySubpage>
  );
}
