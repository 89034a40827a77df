/**
 * Inventory filters (spec section 9), as pure functions over a prepared index so the browser
 * does one cheap pass per change. The filter state lives in the URL query: q, brand, category,
 * price, sort, and sold=1 to include sold carts.
 */
import { effectivePrice, type Vehicle } from './vehicle';

export const categoryOptions = ['ranger', 'maverick', 'forester', 'turfman', 'rover'] as const;
export const priceOptions = ['under-15000', '15000-25000', 'over-25000'] as const;
export const sortOptions = ['featured', 'price-asc', 'price-desc', 'name'] as const;

export type PriceBand = (typeof priceOptions)[number];
export type SortOrder = (typeof sortOptions)[number];

export interface InventoryFilters {
  q: string;
  /** "all" or a brand name in lower case. */
  brand: string;
  category: 'all' | (typeof categoryOptions)[number];
  price: 'all' | PriceBand;
  sort: SortOrder;
  /** Sold carts leave the list unless asked for. */
  sold: boolean;
}

export const defaultFilters: InventoryFilters = {
  q: '',
  brand: 'all',
  category: 'all',
  price: 'all',
  sort: 'featured',
  sold: false,
};

export const priceLabels: Record<PriceBand, string> = {
  'under-15000': 'Under $15,000',
  '15000-25000': '$15,000 - $25,000',
  'over-25000': 'Over $25,000',
};

export const sortLabels: Record<SortOrder, string> = {
  featured: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name: A to Z',
};

type QueryLike = { get(name: string): string | null };

function oneOf<T extends string>(value: string | null, options: readonly T[], fallback: T): T {
  return value && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Reads filters from a query string; unknown values fall back to "all". */
export function parseFilters(query: QueryLike): InventoryFilters {
  const brand = query.get('brand')?.trim().toLowerCase();
  return {
    q: (query.get('q') ?? '').slice(0, 100),
    brand: brand && /^[\w .&-]{1,40}$/.test(brand) ? brand : 'all',
    category: oneOf(query.get('category'), ['all', ...categoryOptions], 'all'),
    price: oneOf(query.get('price'), ['all', ...priceOptions], 'all'),
    sort: oneOf(query.get('sort'), sortOptions, 'featured'),
    sold: query.get('sold') === '1',
  };
}

/** The query string for filters, leaving out defaults so the plain URL stays plain. */
export function filtersToQuery(filters: InventoryFilters): string {
  const query = new URLSearchParams();
  if (filters.q.trim()) query.set('q', filters.q);
  if (filters.brand !== 'all') query.set('brand', filters.brand);
  if (filters.category !== 'all') query.set('category', filters.category);
  if (filters.price !== 'all') query.set('price', filters.price);
  if (filters.sort !== 'featured') query.set('sort', filters.sort);
  if (filters.sold) query.set('sold', '1');
  return query.toString();
}

export function isFiltered(filters: InventoryFilters): boolean {
  return (
    filters.q.trim() !== '' ||
    filters.brand !== 'all' ||
    filters.category !== 'all' ||
    filters.price !== 'all'
  );
}

export function matchesPrice(price: number, band: InventoryFilters['price']): boolean {
  switch (band) {
    case 'all':
      return true;
    case 'under-15000':
      return price < 15000;
    case '15000-25000':
      return price >= 15000 && price <= 25000;
    case 'over-25000':
      return price > 25000;
  }
}

/** A vehicle prepared once for filtering: lower-cased text, so a keystroke costs one pass. */
export interface IndexedVehicle {
  position: number;
  name: string;
  haystack: string;
  brand: string;
  category: string;
  price: number;
  sold: boolean;
}

export function indexVehicles(
  vehicles: readonly Pick<
    Vehicle,
    'name' | 'description' | 'brand' | 'category' | 'price' | 'salePrice' | 'status'
  >[],
): IndexedVehicle[] {
  return vehicles.map((vehicle, position) => ({
    position,
    name: vehicle.name,
    haystack: `${vehicle.name}\n${vehicle.description}`.toLowerCase(),
    brand: vehicle.brand.toLowerCase(),
    category: vehicle.category.toLowerCase(),
    price: effectivePrice(vehicle),
    sold: vehicle.status === 'sold',
  }));
}

/** Positions (into the original list) of the vehicles that pass the filters, in sort order. */
export function applyFilters(index: readonly IndexedVehicle[], filters: InventoryFilters): number[] {
  const needle = filters.q.trim().toLowerCase();
  const matching = index.filter(
    (item) =>
      (filters.sold || !item.sold) &&
      (needle === '' || item.haystack.includes(needle)) &&
      (filters.brand === 'all' || item.brand.includes(filters.brand)) &&
      (filters.category === 'all' || item.category.includes(filters.category)) &&
      matchesPrice(item.price, filters.price),
  );
  switch (filters.sort) {
    case 'price-asc':
      matching.sort((a, b) => a.price - b.price || a.position - b.position);
      break;
    case 'price-desc':
      matching.sort((a, b) => b.price - a.price || a.position - b.position);
      break;
    case 'name':
      matching.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.position - b.position);
      break;
    case 'featured':
      break;
  }
  return matching.map((item) => item.position);
}

/** Brand choices: denago and evolution always, plus any other brand in stock. */
export function brandOptions(
  vehicles: readonly Pick<Vehicle, 'brand'>[],
): { value: string; label: string }[] {
  const labels = new Map<string, string>([
    ['denago', 'Denago'],
    ['evolution', 'Evolution'],
  ]);
  for (const vehicle of vehicles) {
    const key = vehicle.brand.trim().toLowerCase();
    if (key && !labels.has(key)) labels.set(key, vehicle.brand.trim());
  }
  return [...labels].map(([value, label]) => ({ value, label }));
}
