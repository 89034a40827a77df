import { Button } from '@/components/ui/button';
import { ChoiceOptions, Field, controlClass } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';

import {
  sortLabels,
  sortOptions,
  type FacetOption,
  type InventoryFacets,
  type InventoryFilters,
} from '../inventory-filters';

function FacetSelect({
  name,
  label,
  allLabel,
  value,
  options,
}: {
  name: string;
  label: string;
  allLabel: string;
  value: string;
  options: readonly FacetOption[];
}) {
  return (
    <Field id={`inventory-${name}`} name={name} label={label}>
      {(control) => (
        <select {...control} defaultValue={value} className={controlClass} data-autosubmit>
          <option value="all">{allLabel}</option>
          {options.map((option) => (
            <option
              key={option.value}
              value={option.value}
              disabled={option.count === 0 && option.value !== value}
            >
              {option.label} ({option.count})
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** 'Try "lifted", "street legal" or a model name.' */
function searchHintSentence(hints: readonly string[]): string {
  const quoted = hints.map((hint) => `"${hint}"`);
  return quoted.length === 0 ? 'Try a model name.' : `Try ${quoted.join(', ')} or a model name.`;
}

/** A yes-or-no filter, sent as name=1 when ticked; applies as soon as it is ticked. */
function FilterCheckbox({
  name,
  checked,
  disabled = false,
  label,
}: {
  name: 'lsv' | 'sold';
  checked: boolean;
  disabled?: boolean;
  label: string;
}) {
  return (
    <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold">
      <input
        type="checkbox"
        name={name}
        value="1"
        defaultChecked={checked}
        disabled={disabled}
        className="size-5 accent-brand-700"
        data-autosubmit
      />
      {label}
    </label>
  );
}

const facetFields = [
  { name: 'brand', label: 'Brand', allLabel: 'All brands' },
  { name: 'category', label: 'Category', allLabel: 'All categories' },
  { name: 'price', label: 'Price', allLabel: 'All prices' },
  { name: 'seats', label: 'Seats', allLabel: 'Any seats' },
] as const satisfies readonly { name: keyof InventoryFacets; label: string; allLabel: string }[];

/**
 * The inventory's search and filters: a plain GET form, so every filtered view is a URL and works
 * without JavaScript. Each choice says how many carts it would show. On a phone the filters fold
 * behind "Show filters" (a real checkbox, so that works without JavaScript too) and the panel
 * ends with "Show N carts".
 */
export function InventoryFiltersPanel({
  filters,
  facets,
  total,
  soldCount,
  hints,
  streetLegalInStock,
}: {
  filters: InventoryFilters;
  facets: InventoryFacets;
  total: number;
  soldCount: number;
  /** Phrases the search box understands that find carts in this stock. */
  hints: readonly string[];
  /** Whether staff have marked any cart for sale street-legal: the filter finds nothing otherwise. */
  streetLegalInStock: boolean;
}) {
  const active = facetFields.filter(({ name }) => filters[name] !== 'all').length + (filters.lsv ? 1 : 0);
  return (
    <form
      method="get"
      action="/inventory"
      role="search"
      aria-label="Filter inventory"
      id="inventory-filters"
      className="card p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-end gap-3">
        <Field
          id="inventory-search"
          name="q"
          label="Search"
          hint={searchHintSentence(hints)}
          className="min-w-0 flex-1 basis-64"
        >
          {(control) => (
            <input
              {...control}
              type="search"
              defaultValue={filters.q}
              placeholder="Model, feature or series"
              autoComplete="off"
              enterKeyHint="search"
              className={controlClass}
            />
          )}
        </Field>
        <input type="checkbox" id="inventory-filters-toggle" className="peer sr-only lg:hidden" />
        <label
          htmlFor="inventory-filters-toggle"
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-brand-700 px-4 font-semibold text-brand-800 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink lg:hidden"
        >
          <Icon name="sliders-horizontal" className="size-4" />
          Show filters{active > 0 && ` (${active} on)`}
        </label>
        <div className="hidden w-full gap-4 peer-checked:grid sm:grid-cols-2 lg:grid lg:grid-cols-5">
          {facetFields.map(({ name, label, allLabel }) => (
            <FacetSelect
              key={name}
              name={name}
              label={label}
              allLabel={allLabel}
              value={filters[name]}
              options={facets[name]}
            />
          ))}
          <Field id="inventory-sort" name="sort" label="Sort by">
            {(control) => (
              <select {...control} defaultValue={filters.sort} className={controlClass} data-autosubmit>
                <ChoiceOptions choices={sortOptions} labels={sortLabels} />
              </select>
            )}
          </Field>
          <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2 lg:col-span-5">
            <div className="flex flex-wrap gap-x-6">
              {(streetLegalInStock || filters.lsv) && (
                <FilterCheckbox
                  name="lsv"
                  checked={filters.lsv}
                  disabled={facets.lsv === 0 && !filters.lsv}
                  label={`Street-legal (LSV) only (${facets.lsv})`}
                />
              )}
              {soldCount > 0 && <FilterCheckbox name="sold" checked={filters.sold} label="Show sold carts" />}
            </div>
            <Button type="submit" data-show-results>
              Show {total} {total === 1 ? 'cart' : 'carts'}
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}
