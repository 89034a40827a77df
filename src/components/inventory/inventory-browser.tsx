'use client';

import { useSearchParams } from 'next/navigation';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { Search, X } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { VehicleCard, type VehicleCardData } from '@/components/vehicles/vehicle-card';
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

export type InventoryVehicle = VehicleCardData & { description: string };

const selectClass =
  'min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink focus-visible:border-brand-700';

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
  const ids = { search: useId(), brand: useId(), category: useId(), price: useId(), sort: useId() };

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
      .then((list) => !cancelled && setVehicles(list))
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
          <label htmlFor={ids.search} className="mb-1.5 block text-sm font-semibold">
            Search
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
            />
            <input
              id={ids.search}
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
        <div>
          <label htmlFor={ids.brand} className="mb-1.5 block text-sm font-semibold">
            Brand
          </label>
          <select
            id={ids.brand}
            name="brand"
            value={filters.brand}
            onChange={(event) => choose('brand', event.target.value)}
            className={selectClass}
          >
            <option value="all">All brands</option>
            {brands.map((brand) => (
              <option key={brand.value} value={brand.value}>
                {brand.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.category} className="mb-1.5 block text-sm font-semibold">
            Category
          </label>
          <select
            id={ids.category}
            name="category"
            value={filters.category}
            onChange={(event) => choose('category', event.target.value as InventoryFilters['category'])}
            className={selectClass}
          >
            <option value="all">All categories</option>
            {categoryOptions.map((category) => (
              <option key={category} value={category}>
                {category[0]!.toUpperCase() + category.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.price} className="mb-1.5 block text-sm font-semibold">
            Price
          </label>
          <select
            id={ids.price}
            name="price"
            value={filters.price}
            onChange={(event) => choose('price', event.target.value as InventoryFilters['price'])}
            className={selectClass}
          >
            <option value="all">All prices</option>
            {priceOptions.map((band) => (
              <option key={band} value={band}>
                {priceLabels[band]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.sort} className="mb-1.5 block text-sm font-semibold">
            Sort by
          </label>
          <select
            id={ids.sort}
            name="sort"
            value={filters.sort}
            onChange={(event) => choose('sort', event.target.value as InventoryFilters['sort'])}
            className={selectClass}
          >
            {sortOptions.map((order) => (
              <option key={order} value={order}>
                {sortLabels[order]}
              </option>
            ))}
          </select>
        </div>
      </form>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-muted">
          {vehicles ? (
            <>
              <strong className="text-ink">{visible.length}</strong> of {vehicles.length}{' '}
              {vehicles.length === 1 ? 'cart' : 'carts'} available
            </>
          ) : (
            'Loading carts...'
          )}
        </p>
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
