import { FilterActions } from '@/components/admin/filter-actions';
import { Field, controlClass } from '@/components/ui/field';
import type { InventoryOfficeQuery } from '@/lib/inventory-office-filters';
import { vehicleConditions, vehicleStatusLabels, vehicleStatuses } from '@/lib/vehicle';

/** A plain GET form: the filters live in the URL, so a filtered list can be bookmarked. */
export function InventoryFiltersForm({
  query,
  brands,
  categories,
}: {
  query: InventoryOfficeQuery;
  brands: readonly string[];
  categories: readonly string[];
}) {
  const selects = [
    {
      name: 'brand',
      label: 'Brand',
      value: query.brand,
      options: [
        { value: '', label: 'All brands' },
        ...brands.map((brand) => ({ value: brand, label: brand })),
      ],
    },
    {
      name: 'status',
      label: 'Status',
      value: query.status,
      options: [
        { value: '', label: 'All statuses' },
        ...vehicleStatuses.map((status) => ({ value: status, label: vehicleStatusLabels[status] })),
      ],
    },
    {
      name: 'condition',
      label: 'Condition',
      value: query.condition,
      options: [
        { value: '', label: 'New and used' },
        ...vehicleConditions.map((condition) => ({
          value: condition,
          label: condition === 'new' ? 'New' : 'Used',
        })),
      ],
    },
    {
      name: 'category',
      label: 'Category',
      value: query.category,
      options: [
        { value: '', label: 'All categories' },
        ...categories.map((category) => ({ value: category, label: category })),
      ],
    },
  ];
  return (
    <form
      method="get"
      action="/admin/inventory"
      role="search"
      aria-label="Filter the inventory"
      className="mt-6 grid gap-4 rounded-card border border-line bg-white p-5 shadow-card sm:grid-cols-2 lg:grid-cols-[2fr_repeat(4,1fr)_auto]"
    >
      <Field id="inventory-search" name="q" label="Search">
        {(control) => (
          <input
            {...control}
            type="search"
            defaultValue={query.q}
            placeholder="Name, stock no., VIN, serial"
            className={controlClass}
          />
        )}
      </Field>
      {selects.map((select) => (
        <Field key={select.name} id={`inventory-${select.name}`} name={select.name} label={select.label}>
          {(control) => (
            <select {...control} defaultValue={select.value ?? ''} className={controlClass}>
              {select.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      ))}
      <FilterActions resetHref="/admin/inventory" />
    </form>
  );
}
