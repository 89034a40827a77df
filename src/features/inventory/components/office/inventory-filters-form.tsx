import { FilterForm } from '@/components/admin/filter-form';

import {
  inventoryAttentionLabels,
  inventoryAttentions,
  type InventoryOfficeQuery,
} from '../../inventory-office-filters';
import {
  vehicleConditionLabels,
  vehicleConditions,
  vehicleStatusLabels,
  vehicleStatuses,
} from '../../vehicle';

export function InventoryFiltersForm({
  query,
  brands,
  categories,
}: {
  query: InventoryOfficeQuery;
  brands: readonly string[];
  categories: readonly string[];
}) {
  return (
    <FilterForm
      action="/admin/inventory"
      label="Filter the inventory"
      idPrefix="inventory"
      search={query.q}
      searchPlaceholder="Name, stock no., VIN, serial"
      columnsClass="lg:grid-cols-4 lg:[&>*:first-child]:col-span-2"
      selects={[
        { name: 'brand', label: 'Brand', all: 'All brands', value: query.brand, options: brands },
        {
          name: 'status',
          label: 'Status',
          all: 'All statuses',
          value: query.status,
          options: vehicleStatuses,
          labels: vehicleStatusLabels,
        },
        {
          name: 'condition',
          label: 'Condition',
          all: 'New and used',
          value: query.condition,
          options: vehicleConditions,
          labels: vehicleConditionLabels,
        },
        {
          name: 'category',
          label: 'Category',
          all: 'All categories',
          value: query.category,
          options: categories,
        },
        {
          name: 'attention',
          label: 'Needs',
          all: 'Everything',
          value: query.attention,
          options: inventoryAttentions,
          labels: inventoryAttentionLabels,
        },
      ]}
    />
  );
}
