import type { Metadata } from 'next';

import { Pagination } from '@/components/admin/pagination';
import { Container } from '@/components/ui/section';
import { InventoryBrowser } from '@/features/inventory/components/inventory-browser';
import { InventoryFiltersPanel } from '@/features/inventory/components/inventory-filters-panel';
import { AskForASpecificCart, NoVehiclesFound } from '@/features/inventory/components/inventory-outcomes';
import { VehicleCard } from '@/features/inventory/components/vehicle-card';
import { VehicleGrid } from '@/features/inventory/components/vehicle-grid';
import {
  filtersToQuery,
  inventoryFacets,
  inventoryPage,
  isFiltered,
  parseFilters,
  queryFromRecord,
  searchHints,
  searchIndexEntry,
  searchTerms,
} from '@/features/inventory/inventory-filters';
import { inventoryMetadataText } from '@/features/inventory/inventory-metadata';
import { listVehicles } from '@/features/inventory/server/vehicle-queries';
import { metadataFor } from '@/features/seo/server/site-metadata';

const inventoryMetadata = {
  path: '/inventory',
  keywords: [
    'golf cart inventory',
    'electric golf carts for sale NJ',
    'Denago',
    'Evolution',
    'utility vehicles',
  ],
};

/**
 * The whole inventory's page N has its own address as canonical (each page of a series lists other
 * carts, in the default order); a filtered or sorted view points at the whole inventory. A page
 * number past the last is read as the last, as the page shows it.
 */
export async function generateMetadata({ searchParams }: PageProps<'/inventory'>): Promise<Metadata> {
  const query = queryFromRecord(await searchParams);
  const filters = parseFilters(query);
  const pageAsked = query.get('page');
  const stock = await listVehicles({ includeSold: true });
  const { page } =
    pageAsked && filtersToQuery(filters) === ''
      ? inventoryPage(stock, filters, Number(pageAsked))
      : { page: 1 };
  const { title, description } = inventoryMetadataText(stock);
  return metadataFor({
    ...inventoryMetadata,
    title,
    description,
    ...(page > 1
      ? {
          title: `${title} (Page ${page})`,
          path: `/inventory?${filtersToQuery(filters, page)}`,
        }
      : {}),
  });
}

/**
 * The inventory, searched, filtered, sorted and paged on the server from the URL query (so every
 * view is a link and works without JavaScript); the browser only makes it quicker.
 */
export default async function InventoryPage({ searchParams }: PageProps<'/inventory'>) {
  const query = queryFromRecord(await searchParams);
  const filters = parseFilters(query);
  const stock = await listVehicles({ includeSold: true });
  const result = inventoryPage(stock, filters, Number(query.get('page') ?? 1));
  const soldCount = stock.filter((vehicle) => vehicle.status === 'sold').length;
  const streetLegalInStock = stock.some(
    (vehicle) => vehicle.status !== 'sold' && vehicle.streetLegal === true,
  );
  const askedStreetLegal = filters.lsv || searchTerms(filters.q).streetLegal === true;
  return (
    <>
      <section className="bg-brand-900 text-white">
        <Container className="py-6 sm:py-8">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Electric Golf Carts in Stock</h1>
          <p className="mt-2 max-w-2xl text-white/85">
            Every cart here is on our lot or on its way, priced as quoted.
          </p>
        </Container>
      </section>
      <Container className="py-6 sm:py-10">
        <InventoryFiltersPanel
          filters={filters}
          facets={inventoryFacets(stock, filters)}
          total={result.total}
          soldCount={soldCount}
          hints={searchHints(stock)}
          streetLegalInStock={streetLegalInStock}
        />
        <InventoryBrowser
          filters={filters}
          page={result.page}
          index={result.vehicles.map((vehicle) => searchIndexEntry(vehicle))}
          total={result.total}
          forSaleCount={stock.length - soldCount}
          soldMatching={result.soldMatching}
          filtered={isFiltered(filters)}
        >
          {result.vehicles.length === 0 ? (
            <NoVehiclesFound noStreetLegalStock={askedStreetLegal && !streetLegalInStock} />
          ) : (
            <VehicleGrid
              vehicles={result.vehicles}
              card={(vehicle, position) => (
                <VehicleCard vehicle={vehicle} headingLevel="h2" priority={position === 0} />
              )}
            />
          )}
        </InventoryBrowser>
        <Pagination
          page={result.page}
          pages={result.pages}
          hrefFor={(page) =>
            `/inventory${filtersToQuery(filters, page) ? `?${filtersToQuery(filters, page)}` : ''}`
          }
        />
        <AskForASpecificCart />
      </Container>
    </>
  );
}
