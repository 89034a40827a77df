import type { Metadata } from 'next';

import { ListHeader } from '@/components/admin/list-header';
import { Notice } from '@/components/admin/notice';
import { Pagination } from '@/components/admin/pagination';
import { ButtonLink } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Container } from '@/components/ui/section';
import { BulkChangeForm } from '@/features/inventory/components/office/bulk-change-form';
import { InventoryFiltersForm } from '@/features/inventory/components/office/inventory-filters-form';
import { InventoryTable } from '@/features/inventory/components/office/inventory-table';
import {
  inventoryOfficeQueryString,
  parseInventoryOfficeQuery,
} from '@/features/inventory/inventory-office-filters';
import { priceChangeSetting } from '@/features/inventory/server/price-change-setting';
import {
  holdPaymentsUnderWay,
  inventoryFacets,
  listInventory,
  priceChanges,
} from '@/features/inventory/server/vehicle-queries';
import { may } from '@/features/staff/access';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Inventory | Staff area' } };

export default async function InventoryOfficePage({ searchParams }: PageProps<'/admin/inventory'>) {
  const staff = await requireStaff();
  const params = await searchParams;
  const query = parseInventoryOfficeQuery(params);
  const changed =
    typeof params.changed === 'string' && /^\d{1,4}$/.test(params.changed)
      ? Number(params.changed)
      : undefined;
  const [{ vehicles, total, page, pages, asOf }, facets, priceLimit] = await Promise.all([
    listInventory(query),
    inventoryFacets(),
    priceChangeSetting(),
  ]);
  const ids = vehicles.map((vehicle) => vehicle.id);
  const [changes, paying] = await Promise.all([priceChanges(ids), holdPaymentsUnderWay(ids)]);
  return (
    <Container className="py-10">
      <ListHeader
        title="Inventory"
        summary={`${total} ${total === 1 ? 'vehicle' : 'vehicles'}, most recently changed first`}
      >
        <div className="flex flex-wrap gap-2">
          <ButtonLink href="/admin/inventory/new">Add a vehicle</ButtonLink>
          {may(staff, 'inventory.import') && (
            <ButtonLink href="/admin/inventory/import" variant="secondary">
              Import CSV
            </ButtonLink>
          )}
          <ButtonLink href="/admin/inventory/photos" variant="secondary">
            Photos by stock number
          </ButtonLink>
          {may(staff, 'settings.inventory') && (
            <ButtonLink href="/admin/inventory/settings" variant="secondary">
              Inventory settings
            </ButtonLink>
          )}
          <a
            href={`/admin/inventory/export${inventoryOfficeQueryString({ ...query, page: 1 })}`}
            className={buttonClasses('secondary')}
            download
          >
            Export CSV
          </a>
        </div>
      </ListHeader>
      <InventoryFiltersForm query={query} brands={facets.brands} categories={facets.categories} />
      {changed !== undefined && (
        <Notice>
          {changed === 1 ? '1 cart changed' : `${changed} carts changed`}; each change is in its history.
        </Notice>
      )}
      <BulkChangeForm
        listQuery={inventoryOfficeQueryString({ ...query, page })}
        canArchive={may(staff, 'inventory.archive')}
        limitPercent={may(staff, 'inventory.large-price-change') ? undefined : priceLimit.percent}
      >
        <InventoryTable vehicles={vehicles} priceChanges={changes} now={asOf} payingOnline={paying} />
      </BulkChangeForm>
      <Pagination
        page={page}
        pages={pages}
        hrefFor={(target) => `/admin/inventory${inventoryOfficeQueryString({ ...query, page: target })}`}
      />
    </Container>
  );
}
