import { describe, expect, it } from 'vitest';

import { catalogueVehicles, seededVehicle } from '../../../tests/support/vehicles';
import {
  applyFilters,
  defaultFilters,
  filtersToQuery,
  inventoryFacets,
  inventoryPage,
  inventoryPageSize,
  matchesPrice,
  matchesSearch,
  matchesSearchIndex,
  parseFilters,
  searchHints,
  searchIndexEntry,
  searchTerms,
  type InventoryFilters,
} from './inventory-filters';
import { effectivePrice, type Vehicle } from './vehicle';

const stock: Vehicle[] = [
  ...catalogueVehicles(),
  seededVehicle('evolution-d5-ranger-4-plus', {
    id: 'used-club-car-onward',
    name: 'Club Car Onward Lifted',
    brand: 'Club Car',
    category: 'Onward',
    condition: 'used',
    description: 'Used lifted cart, single-owner, street legal with a VIN',
    price: 26500,
    lifted: true,
    streetLegal: true,
  }),
  seededVehicle('evolution-classic-2-plus', {
    id: 'sold-classic',
    name: 'Evolution Classic 2 Plus trade-in',
    status: 'sold',
    price: 4500,
  }),
];

const names = (filters: Partial<InventoryFilters>) =>
  applyFilters(stock, { ...defaultFilters, ...filters }).map((vehicle) => vehicle.name);
const ids = (filters: Partial<InventoryFilters>) =>
  applyFilters(stock, { ...defaultFilters, ...filters }).map((vehicle) => vehicle.id);

describe('inventory filters', () => {
  it('shows everything but sold carts with no filter, in stock order', () => {
    expect(ids({})).toHaveLength(stock.length - 1);
    expect(ids({})[0]).toBe(stock[0]!.id);
    expect(ids({})).not.toContain('sold-classic');
    expect(ids({ sold: true })).toContain('sold-classic');
  });

  it('searches name, description, series and brand without regard to case, every word', () => {
    expect(names({ q: 'ROVER XXL LARGEST' })).toEqual(['Denago EV Rover XXL']);
    expect(names({ q: 'single-owner' })).toEqual(['Club Car Onward Lifted']);
  });

  it('understands seats, lifted and street-legal in the search box', () => {
    expect(searchTerms('6 seater lifted')).toEqual({ words: [], seats: 6, lifted: true });
    expect(searchTerms('four passenger denago')).toEqual({ words: ['denago'], seats: 4 });
    expect(searchTerms('LSV')).toEqual({ words: [], streetLegal: true });
    const sixSeaters = stock.filter((vehicle) => vehicle.seats === 6 && vehicle.status !== 'sold');
    expect(ids({ q: '6 seater' }).sort()).toEqual(sixSeaters.map((vehicle) => vehicle.id).sort());
    expect(ids({ q: 'street legal' })).toEqual(['used-club-car-onward']);
    for (const id of ids({ q: 'lifted' }))
      expect(stock.find((vehicle) => vehicle.id === id)?.lifted).toBe(true);
  });

  it('filters by brand (ignoring case), category substring, seats and the spec price bands', () => {
    expect(ids({ brand: 'club car' })).toEqual(['used-club-car-onward']);
    // A brand is its whole name: part of one (an address edited by hand) is no brand any cart has,
    // and the Brand select shows it as the one chosen rather than "All brands".
    const someBrand = stock[0]!.brand.toLowerCase();
    const part = someBrand.slice(0, 3);
    expect(ids({ brand: part })).toEqual([]);
    expect(inventoryFacets(stock, { ...defaultFilters, brand: part }).brand).toContainEqual(
      expect.objectContaining({ value: part, label: part[0]!.toUpperCase() + part.slice(1), count: 0 }),
    );
    for (const id of ids({ category: 'ranger' })) expect(id).toMatch(/ranger/);
    expect(ids({ seats: '8' }).sort()).toEqual(
      stock
        .filter((vehicle) => vehicle.seats === 8)
        .map((vehicle) => vehicle.id)
        .sort(),
    );
    expect(matchesPrice(14999, 'under-15000')).toBe(true);
    expect(matchesPrice(15000, 'under-15000')).toBe(false);
    expect(matchesPrice(25000, '15000-25000')).toBe(true);
    expect(matchesPrice(25001, 'over-25000')).toBe(true);
    expect(ids({ price: 'over-25000' })).toEqual(['used-club-car-onward']);
  });

  it('filters and sorts on the sale price when there is one', () => {
    const onSale = [{ ...stock[0]!, price: 16000, salePrice: 14000 }];
    expect(applyFilters(onSale, { ...defaultFilters, price: 'under-15000' })).toHaveLength(1);
  });

  it('sorts by price both ways and by name', () => {
    const prices = applyFilters(stock, { ...defaultFilters, sort: 'price-asc' }).map(effectivePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(names({ sort: 'price-desc' })[0]).toBe('Club Car Onward Lifted');
    const byName = names({ sort: 'name' });
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
  });

  it('counts, beside each choice, the carts it would show with the other filters kept', () => {
    const filters = { ...defaultFilters, price: 'under-15000' as const };
    const facets = inventoryFacets(stock, filters);
    for (const option of facets.brand)
      expect(option.count, option.value).toBe(ids({ ...filters, brand: option.value }).length);
    for (const option of facets.seats)
      expect(option.count, option.value).toBe(
        ids({ ...filters, seats: option.value as InventoryFilters['seats'] }).length,
      );
    // The price facet ignores the price filter itself.
    expect(facets.price.find((option) => option.value === 'over-25000')?.count).toBe(1);
  });
});

describe('an inventory page', () => {
  it('counts the sold carts among its matches apart from those for sale, on every page', () => {
    const page = inventoryPage(stock, { ...defaultFilters, sold: true }, 1);
    expect(page.total).toBe(stock.length);
    expect(page.soldMatching).toBe(stock.filter((vehicle) => vehicle.status === 'sold').length);
    expect(inventoryPage(stock, defaultFilters, 1).soldMatching).toBe(0);
    const sold = stock.find((vehicle) => vehicle.status === 'sold')!;
    expect(searchIndexEntry(sold).sold).toBe(true);
    expect(searchIndexEntry(stock[0]!)).not.toHaveProperty('sold');
  });
});

describe('the search box in the browser', () => {
  it('finds with the page’s word index exactly the carts the server finds, for any word typed', () => {
    const typed = new Set(['6 seater', 'lifted', 'street legal', 'lifted 4 seater', 'zzz', 'club car']);
    for (const vehicle of stock) {
      const words = `${vehicle.name} ${vehicle.description} ${vehicle.category} ${vehicle.brand}`.split(
        /\s+/,
      );
      for (const word of words) {
        typed.add(word);
        typed.add(word.toUpperCase());
        // Parts of a word, and of two words run together across the space between them.
        if (word.length > 3) typed.add(word.slice(1, -1));
      }
      for (let at = 0; at + 1 < words.length; at += 5) typed.add(`${words[at]}${words[at + 1]}`);
    }
    let found = 0;
    for (const query of typed) {
      const terms = searchTerms(query);
      for (const vehicle of stock) {
        const byServer = matchesSearch(vehicle, terms);
        expect(matchesSearchIndex(searchIndexEntry(vehicle), terms), `${query} on ${vehicle.id}`).toBe(
          byServer,
        );
        if (byServer) found++;
      }
    }
    // Most of what was typed finds something: the two sides agree on finds, not only on misses.
    expect(found).toBeGreaterThan(typed.size);
  });

  it('sends each word once, without the description written out', () => {
    const vehicle = stock[0]!;
    const entry = searchIndexEntry(vehicle);
    expect(entry).not.toHaveProperty('description');
    expect(entry.words.split(' ')).toEqual([...new Set(entry.words.split(' '))]);
    const { id, name, description, brand, category, seats, lifted, streetLegal } = vehicle;
    const written = { id, name, description, brand, category, seats, lifted, streetLegal };
    expect(JSON.stringify(entry).length).toBeLessThan(JSON.stringify(written).length);
  });
});

describe('street-legal (LSV)', () => {
  it('filters to the carts staff marked street-legal, and counts them beside the choice', () => {
    const marked = stock.filter((vehicle) => vehicle.streetLegal === true && vehicle.status !== 'sold');
    expect(marked.length).toBeGreaterThan(0);
    expect(ids({ lsv: true })).toEqual(marked.map((vehicle) => vehicle.id));
    expect(inventoryFacets(stock, defaultFilters).lsv).toBe(marked.length);
    expect(inventoryFacets(stock, { ...defaultFilters, brand: 'denago' }).lsv).toBe(
      marked.filter((vehicle) => vehicle.brand.toLowerCase() === 'denago').length,
    );
  });

  it('suggests only searches that find carts for sale', () => {
    const unmarked = stock.map((vehicle) => ({ ...vehicle, streetLegal: null }));
    for (const hint of searchHints(stock)) expect(ids({ q: hint }).length, hint).toBeGreaterThan(0);
    expect(searchHints(stock)).toContain('street legal');
    expect(searchHints(unmarked)).not.toContain('street legal');
    expect(searchHints(unmarked.map((vehicle) => ({ ...vehicle, lifted: false })))).not.toContain('lifted');
    expect(searchHints(stock).filter((hint) => hint.endsWith('seater'))).toHaveLength(1);
  });
});

describe('filters in the URL', () => {
  it('round-trips through the query string and leaves defaults out', () => {
    const filters: InventoryFilters = {
      q: 'city',
      brand: 'denago',
      category: 'rover',
      price: 'under-15000',
      seats: '6',
      sort: 'price-desc',
      sold: true,
      lsv: true,
    };
    expect(parseFilters(new URLSearchParams(filtersToQuery(filters)))).toEqual(filters);
    expect(filtersToQuery(defaultFilters)).toBe('');
    expect(filtersToQuery(defaultFilters, 3)).toBe('page=3');
  });

  it('falls back to "all" for values it does not know', () => {
    expect(
      parseFilters(new URLSearchParams('category=boats&price=free&seats=3&sort=random&brand=%3Cscript%3E')),
    ).toEqual(defaultFilters);
  });
});

describe('the inventory at scale', () => {
  const generated: Vehicle[] = Array.from({ length: 5000 }, (_, index) => {
    const base = stock[index % 36]!;
    return {
      ...base,
      id: `generated-${index}`,
      name: `${base.name} #${index}`,
      price: 5000 + ((index * 7919) % 30000),
      status: index % 10 === 0 ? 'sold' : 'available',
    };
  });

  it('filters, sorts and pages 5,000 carts: every page full but the last, none twice', () => {
    const filters = { ...defaultFilters, brand: 'evolution', sort: 'price-asc' as const };
    const first = inventoryPage(generated, filters, 1);
    const matching = applyFilters(generated, filters);
    expect(first.total).toBe(matching.length);
    expect(first.pages).toBe(Math.ceil(matching.length / inventoryPageSize));
    expect(first.vehicles).toHaveLength(inventoryPageSize);
    const seen = new Set<string>();
    let previousPrice = 0;
    for (let page = 1; page <= first.pages; page++) {
      const { vehicles } = inventoryPage(generated, filters, page);
      if (page < first.pages) expect(vehicles).toHaveLength(inventoryPageSize);
      for (const vehicle of vehicles) {
        expect(seen.has(vehicle.id)).toBe(false);
        seen.add(vehicle.id);
        expect(vehicle.brand).toBe('Evolution');
        expect(vehicle.status).not.toBe('sold');
        expect(effectivePrice(vehicle)).toBeGreaterThanOrEqual(previousPrice);
        previousPrice = effectivePrice(vehicle);
      }
    }
    expect(seen.size).toBe(matching.length);
  });

  it('keeps an out-of-range page on the last one and page 1 below that', () => {
    const last = inventoryPage(generated, defaultFilters, 10_000);
    expect(last.page).toBe(last.pages);
    expect(inventoryPage(generated, defaultFilters, -4).page).toBe(1);
  });
});
