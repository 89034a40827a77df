/**
 * Inventory search and filters (brief, section 9), run on the server from the URL query and refined
 * in the browser on the page it has. State lives in the query: q, brand, category, price, seats,
 * sort, sold=1 (include sold carts), lsv=1 (street-legal only) and page. The search box also
 * understands what buyers type: "6 seater", "4 passenger", "lifted", "street legal", "lsv".
 */
import { effectivePrice, type Vehicle } from './vehicle';

export const categoryOptions = ['ranger', 'maverick', 'forester', 'turfman', 'rover'] as const;
export const priceOptions = ['under-15000', '15000-25000', 'over-25000'] as const;
export const sortOptions = ['featured', 'price-asc', 'price-desc', 'name'] as const;
export const seatOptions = ['2', '4', '6', '8'] as const;

export type PriceBand = (typeof priceOptions)[number];
export type SortOrder = (typeof sortOptions)[number];

export interface InventoryFilters {
  q: string;
  /** "all" or a brand name in lower case. */
  brand: string;
  category: 'all' | (typeof categoryOptions)[number];
  price: 'all' | PriceBand;
  /** "all" or a seat count. */
  seats: 'all' | (typeof seatOptions)[number];
  sort: SortOrder;
  /** Sold carts leave the list unless asked for. */
  sold: boolean;
  /** Only carts staff have marked street-legal (LSV). */
  lsv: boolean;
}

export const defaultFilters: InventoryFilters = {
  q: '',
  brand: 'all',
  category: 'all',
  price: 'all',
  seats: 'all',
  sort: 'featured',
  sold: false,
  lsv: false,
};

/** Every query parameter the inventory page reads: one a filter, and the page number. */
export const inventoryQueryParameters: readonly string[] = [...Object.keys(defaultFilters), 'page'];

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
    seats: oneOf(query.get('seats'), ['all', ...seatOptions], 'all'),
    sort: oneOf(query.get('sort'), sortOptions, 'featured'),
    sold: query.get('sold') === '1',
    lsv: query.get('lsv') === '1',
  };
}

/** Reads a page's searchParams object the way parseFilters reads a URLSearchParams. */
export function queryFromRecord(record: Record<string, string | string[] | undefined>): QueryLike {
  return {
    get: (name) => {
      const value = record[name];
      return (Array.isArray(value) ? value[0] : value) ?? null;
    },
  };
}

/** The query string for filters, leaving out defaults so the plain URL stays plain. */
export function filtersToQuery(filters: InventoryFilters, page = 1): string {
  const query = new URLSearchParams();
  if (filters.q.trim()) query.set('q', filters.q);
  if (filters.brand !== 'all') query.set('brand', filters.brand);
  if (filters.category !== 'all') query.set('category', filters.category);
  if (filters.price !== 'all') query.set('price', filters.price);
  if (filters.seats !== 'all') query.set('seats', filters.seats);
  if (filters.sort !== 'featured') query.set('sort', filters.sort);
  if (filters.sold) query.set('sold', '1');
  if (filters.lsv) query.set('lsv', '1');
  if (page > 1) query.set('page', String(page));
  return query.toString();
}

export function isFiltered(filters: InventoryFilters): boolean {
  return (
    filters.q.trim() !== '' ||
    filters.brand !== 'all' ||
    filters.category !== 'all' ||
    filters.price !== 'all' ||
    filters.seats !== 'all' ||
    filters.lsv
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

export interface SearchTerms {
  words: string[];
  seats?: number;
  lifted?: boolean;
  streetLegal?: boolean;
}

const numberWords: Record<string, number> = { two: 2, four: 4, six: 6, eight: 8 };

/** What a buyer typed, as figures where it names one and words for the rest. */
export function searchTerms(text: string): SearchTerms {
  let rest = ` ${text.toLowerCase()} `;
  const terms: SearchTerms = { words: [] };
  rest = rest.replace(
    /\b(\d+|two|four|six|eight)[\s-]*(?:seaters?|seats?|passengers?|person|people)\b/g,
    (_, count: string) => {
      terms.seats = numberWords[count] ?? Number(count);
      return ' ';
    },
  );
  rest = rest.replace(/\b(?:street[\s-]*legal|lsv)\b/g, () => {
    terms.streetLegal = true;
    return ' ';
  });
  rest = rest.replace(/\blifted\b/g, () => {
    terms.lifted = true;
    return ' ';
  });
  terms.words = rest.split(/\s+/).filter(Boolean);
  return terms;
}

/** The fields a listing needs for search, filters and sort. */
export type Listing = Pick<
  Vehicle,
  | 'name'
  | 'description'
  | 'brand'
  | 'category'
  | 'price'
  | 'salePrice'
  | 'status'
  | 'seats'
  | 'lifted'
  | 'streetLegal'
  | 'featured'
>;

/** What the search box reads of a vehicle. */
export type SearchFields = Pick<
  Vehicle,
  'name' | 'description' | 'brand' | 'category' | 'seats' | 'lifted' | 'streetLegal'
>;

type SearchFacts = Pick<Vehicle, 'seats' | 'lifted' | 'streetLegal'>;

function searchText(vehicle: SearchFields): string {
  return `${vehicle.name}\n${vehicle.description}\n${vehicle.category}\n${vehicle.brand}`.toLowerCase();
}

/** `text` is asked for only when there are words to find: the server filters every cart a request. */
function matchesTerms(vehicle: SearchFacts, terms: SearchTerms, text: () => string): boolean {
  if (terms.seats !== undefined && vehicle.seats !== terms.seats) return false;
  if (terms.lifted && !vehicle.lifted) return false;
  if (terms.streetLegal && vehicle.streetLegal !== true) return false;
  if (terms.words.length === 0) return true;
  const haystack = text();
  return terms.words.every((word) => haystack.includes(word));
}

export function matchesSearch(vehicle: SearchFields, terms: SearchTerms): boolean {
  return matchesTerms(vehicle, terms, () => searchText(vehicle));
}

/**
 * What the inventory page hands its search box for one card: the vehicle's searched words, each
 * once, in place of its name and description. A typed word has no space in it, so it is inside
 * one word of the text or in none, and it finds the same carts in both (about 90 bytes a card
 * less in React's payload).
 */
export type SearchIndexEntry = SearchFacts & {
  id: string;
  words: string;
  /** Only on a sold cart's card (shown when asked for), which the count tells apart from those for sale. */
  sold?: true;
};

export function searchIndexEntry(vehicle: SearchFields & Pick<Vehicle, 'id' | 'status'>): SearchIndexEntry {
  const words = [...new Set(searchText(vehicle).split(/\s+/).filter(Boolean))].join(' ');
  const { id, seats, lifted, streetLegal } = vehicle;
  return { id, words, seats, lifted, streetLegal, ...(vehicle.status === 'sold' ? { sold: true } : {}) };
}

export function matchesSearchIndex(entry: SearchIndexEntry, terms: SearchTerms): boolean {
  return matchesTerms(entry, terms, () => entry.words);
}

/** A brand as the filter names it: the whole name, in lower case ("denago", "club car"). */
const brandKey = (brand: string) => brand.trim().toLowerCase();

type Facet = 'brand' | 'category' | 'price' | 'seats' | 'lsv';

function matches(vehicle: Listing, filters: InventoryFilters, terms: SearchTerms, skip?: Facet): boolean {
  if (!filters.sold && vehicle.status === 'sold') return false;
  if (!matchesSearch(vehicle, terms)) return false;
  if (skip !== 'brand' && filters.brand !== 'all' && brandKey(vehicle.brand) !== filters.brand) return false;
  if (
    skip !== 'category' &&
    filters.category !== 'all' &&
    !vehicle.category.toLowerCase().includes(filters.category)
  )
    return false;
  if (skip !== 'price' && !matchesPrice(effectivePrice(vehicle), filters.price)) return false;
  if (skip !== 'seats' && filters.seats !== 'all' && vehicle.seats !== Number(filters.seats)) return false;
  if (skip !== 'lsv' && filters.lsv && vehicle.streetLegal !== true) return false;
  return true;
}

function sorted<T extends Listing>(vehicles: T[], order: SortOrder): T[] {
  const indexed = vehicles.map((vehicle, position) => ({ vehicle, position }));
  const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;
  switch (order) {
    case 'price-asc':
      indexed.sort((a, b) => effectivePrice(a.vehicle) - effectivePrice(b.vehicle) || byPosition(a, b));
      break;
    case 'price-desc':
      indexed.sort((a, b) => effectivePrice(b.vehicle) - effectivePrice(a.vehicle) || byPosition(a, b));
      break;
    case 'name':
      indexed.sort(
        (a, b) => a.vehicle.name.localeCompare(b.vehicle.name, 'en', { numeric: true }) || byPosition(a, b),
      );
      break;
    case 'featured':
      break;
  }
  return indexed.map(({ vehicle }) => vehicle);
}

/** The vehicles that pass the filters, in sort order (the stock's own order for "featured"). */
export function applyFilters<T extends Listing>(vehicles: readonly T[], filters: InventoryFilters): T[] {
  const terms = searchTerms(filters.q);
  return sorted(
    vehicles.filter((vehicle) => matches(vehicle, filters, terms)),
    filters.sort,
  );
}

export interface FacetOption {
  value: string;
  label: string;
  /** Carts this choice would show, with the other filters as they are. */
  count: number;
}

export interface InventoryFacets {
  brand: FacetOption[];
  category: FacetOption[];
  price: FacetOption[];
  seats: FacetOption[];
  /** Carts "Street-legal only" would show with the other filters kept. */
  lsv: number;
}

/** Each filter's choices with how many carts each would show, given the other filters. */
export function inventoryFacets(vehicles: readonly Listing[], filters: InventoryFilters): InventoryFacets {
  const terms = searchTerms(filters.q);
  const count = (facet: Facet, test: (vehicle: Listing) => boolean) =>
    vehicles.filter((vehicle) => matches(vehicle, filters, terms, facet) && test(vehicle)).length;
  const brandLabels = new Map<string, string>([
    ['denago', 'Denago'],
    ['evolution', 'Evolution'],
  ]);
  for (const vehicle of vehicles) {
    const key = brandKey(vehicle.brand);
    if (key && !brandLabels.has(key)) brandLabels.set(key, vehicle.brand.trim());
  }
  // A brand asked for by its address that no cart has is still the one the select shows as chosen.
  if (filters.brand !== 'all' && !brandLabels.has(filters.brand))
    brandLabels.set(
      filters.brand,
      filters.brand.replace(/\b\w/g, (letter) => letter.toUpperCase()),
    );
  return {
    brand: [...brandLabels].map(([value, label]) => ({
      value,
      label,
      count: count('brand', (vehicle) => brandKey(vehicle.brand) === value),
    })),
    category: categoryOptions.map((value) => ({
      value,
      label: value[0]!.toUpperCase() + value.slice(1),
      count: count('category', (vehicle) => vehicle.category.toLowerCase().includes(value)),
    })),
    price: priceOptions.map((value) => ({
      value,
      label: priceLabels[value],
      count: count('price', (vehicle) => matchesPrice(effectivePrice(vehicle), value)),
    })),
    seats: seatOptions.map((value) => ({
      value,
      label: `${value} seats`,
      count: count('seats', (vehicle) => vehicle.seats === Number(value)),
    })),
    lsv: count('lsv', (vehicle) => vehicle.streetLegal === true),
  };
}

/** What the search box may suggest trying, each a phrase it understands. */
const hintCandidates = ['6 seater', '4 seater', 'lifted', 'street legal'] as const;

/**
 * The search box's suggestions that find carts for sale in this stock (a hint that finds nothing
 * teaches a buyer the box does not work): at most one seat count, then lifted and street-legal.
 */
export function searchHints(vehicles: readonly Listing[]): string[] {
  const forSale = vehicles.filter((vehicle) => vehicle.status !== 'sold');
  const finds = (phrase: string) => forSale.some((vehicle) => matchesSearch(vehicle, searchTerms(phrase)));
  const hints = hintCandidates.filter(finds);
  const seatHint = hints.find((hint) => hint.endsWith('seater'));
  return hints.filter((hint) => !hint.endsWith('seater') || hint === seatHint);
}

export const inventoryPageSize = 24;

export interface InventoryPage<T> {
  vehicles: T[];
  /** Carts matching the filters, on every page. */
  total: number;
  /** Of those, the sold ones (shown only when asked for). */
  soldMatching: number;
  page: number;
  pages: number;
}

export function inventoryPage<T extends Listing>(
  vehicles: readonly T[],
  filters: InventoryFilters,
  page: number,
): InventoryPage<T> {
  const matching = applyFilters(vehicles, filters);
  const pages = Math.max(1, Math.ceil(matching.length / inventoryPageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return {
    vehicles: matching.slice((current - 1) * inventoryPageSize, current * inventoryPageSize),
    total: matching.length,
    soldMatching: matching.filter((vehicle) => vehicle.status === 'sold').length,
    page: current,
    pages,
  };
}
