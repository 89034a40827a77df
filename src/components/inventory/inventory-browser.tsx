'use client';

import { useSearchParams } from 'next/navigation';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { Search, X } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { VehicleCard } from '@/components/vehicles/vehicle-card';
import { toInventoryVehicle, type InventoryVehicle } from '@/lib/inventory-vehicle';
import { fetchVehicles } from '@/lib/fetch-vehicles';
import {
  applyFilters,
  brandOptions,
  categoryOptions,
  defaultFilters,
  filtersToQuery,
  indexVehicles,
  isFiltered,
  parseFilters,
  priceLabels,
  priceOptions,
  sortLabels,
  sortOptions,
  type InventoryFilters,
} from '@/lib/inventory-filters';

const selectClass =
  'min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink focus-visible:border-brand-700';

/** One labelled filter control; the value is one of the option values. */
function FilterSelect({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Six placeholder cards shown while the list loads. */
export function InventorySkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <li
          key={index}
          className="animate-pulse overflow-hidden rounded-card border border-line bg-white"
          data-testid="vehicle-placeholder"
        >
          <div className="aspect-[8/5] bg-surface" />
          <div className="space-y-3 p-5">
            <div className="h-3 w-24 rounded bg-line" />
            <div className="h-5 w-3/4 rounded bg-line" />
            <div className="h-7 w-1/3 rounded bg-line" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Search, filters and sort over the full list, in the browser. The filter state is the URL query,
 * so a filtered view can be shared, reloaded and reached again with Back.
 */
export function InventoryBrowser({ initialVehicles }: { initialVehicles: InventoryVehicle[] | null }) {
  const [vehicles, setVehicles] = useState(initialVehicles);
  const [loadError, setLoadError] = useState<string | null>(null);
  const searchParams = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const [text, setText] = useState(filters.q);
  const [urlText, setUrlText] = useState(filters.q);
  const deferredText = useDeferredValue(text);
  const searchId = useId();

  // Back and Forward change the URL under the search box: follow it.
  if (filters.q !== urlText) {
    setUrlText(filters.q);
    setText(filters.q);
  }

  useEffect(() => {
    // The page renders with the list; only when the server could not read it does the browser
    // ask the API itself (with retries).
    if (initialVehicles) return;
    let cancelled = false;
    fetchVehicles()
      .then((list) => !cancelled && setVehicles(list.map(toInventoryVehicle)))
      .catch(
        (error: unknown) =>
          !cancelled && setLoadError(error instanceof Error ? error.message : String(error)),
      );
    return () => {
      cancelled = true;
    };
  }, [initialVehicles]);

  const index = useMemo(() => indexVehicles(vehicles ?? []), [vehicles]);
  const brands = useMemo(() => brandOptions(vehicles ?? []), [vehicles]);
  const visible = useMemo(
    () => applyFilters(index, { ...filters, q: deferredText }),
    [index, filters, deferredText],
  );

  function navigate(next: InventoryFilters, mode: 'push' | 'replace') {
    const query = filtersToQuery(next);
    const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  }

  function choose<K extends Exclude<keyof InventoryFilters, 'q'>>(key: K, value: InventoryFilters[K]) {
    navigate({ ...filters, q: text, [key]: value }, 'push');
  }

  const filtered = isFiltered({ ...filters, q: text });
  const soldCount = useMemo(() => index.filter((item) => item.sold).length, [index]);
  const forSaleCount = (vehicles?.length ?? 0) - soldCount;

  if (loadError) {
    return (
      <p
        role="alert"
        className="rounded-card border border-danger/30 bg-red-50 p-6 font-semibold text-danger"
      >
        Error loading vehicles: {loadError}
      </p>
    );
  }

  return (
    <div>
      <form
        role="search"
        aria-label="Filter inventory"
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-4 rounded-card border border-line bg-white p-5 shadow-card md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
      >
        <div className="md:col-span-2 lg:col-span-1">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-semibold">
            Search
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
            />
            <input
              id={searchId}
              type="search"
              name="q"
              value={text}
              placeholder="Model, feature or series"
              autoComplete="off"
              onChange={(event) => {
                setText(event.target.value);
                navigate({ ...filters, q: event.target.value }, 'replace');
              }}
              className={`${selectClass} pl-10`}
            />
          </div>
        </div>
        <FilterSelect
          label="Brand"
          name="brand"
          value={filters.brand}
          options={[{ value: 'all', label: 'All brands' }, ...brands]}
          onChange={(value) => choose('brand', value)}
        />
        <FilterSelect
          label="Category"
          name="category"
          value={filters.category}
          options={[
            { value: 'all', label: 'All categories' },
            ...categoryOptions.map((category) => ({
              value: category,
              label: category[0]!.toUpperCase() + category.slice(1),
            })),
          ]}
          onChange={(value) => choose('category', value as InventoryFilters['category'])}
        />
        <FilterSelect
          label="Price"
          name="price"
          value={filters.price}
          options={[
            { value: 'all', label: 'All prices' },
            ...priceOptions.map((band) => ({ value: band, label: priceLabels[band] })),
          ]}
          onChange={(value) => choose('price', value as InventoryFilters['price'])}
        />
        <FilterSelect
          label="Sort by"
          name="sort"
          value={filters.sort}
          options={sortOptions.map((order) => ({ value: order, label: sortLabels[order] }))}
          onChange={(value) => choose('sort', value as InventoryFilters['sort'])}
        />
      </form>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-muted">
          {vehicles ? (
            <>
              <strong className="text-ink">{visible.length}</strong> of {forSaleCount}{' '}
              {forSaleCount === 1 ? 'cart' : 'carts'} available
              {filters.sold && soldCount > 0 && `, with ${soldCount} sold`}
            </>
          ) : (
            'Loading carts...'
          )}
        </p>
        {soldCount > 0 && (
          <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              name="sold"
              value="1"
              checked={filters.sold}
              onChange={(event) => navigate({ ...filters, q: text, sold: event.target.checked }, 'push')}
              className="size-5 accent-brand-700"
            />
            Show sold carts
          </label>
        )}
        {filtered && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => navigate({ ...defaultFilters, sort: filters.sort }, 'push')}
          >
            <X aria-hidden="true" className="size-4" /> Clear all filters
          </Button>
        )}
      </div>

      <div className="mt-4">
        {!vehicles ? (
          <InventorySkeleton />
        ) : visible.length === 0 ? (
          <div className="rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center">
            <h2 className="text-2xl font-bold">No vehicles found</h2>
            <p className="mt-2 text-muted">No vehicles match your current filters.</p>
            <Button type="button" className="mt-6" onClick={() => navigate(defaultFilters, 'push')}>
              Clear all filters
            </Button>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((position) => {
              const vehicle = vehicles[position]!;
              return (
                <li key={vehicle.id}>
                  <VehicleCard vehicle={vehicle} headingLevel="h2" />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
