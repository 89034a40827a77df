import type { Metadata } from 'next';

import { Pagination } from '@/components/admin/pagination';
import { CallButton } from '@/components/layout/call-button';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { SalesEnquiryButton } from '@/components/ui/sales-enquiry-button';
import { Container } from '@/components/ui/section';
import { dealer } from '@/content/dealer';
import { InventoryBrowser } from '@/features/inventory/components/inventory-browser';
import { InventoryFiltersPanel } from '@/features/inventory/components/inventory-filters-panel';
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
import { listVehicles } from '@/features/inventory/server/vehicle-queries';
import { metadataFor } from '@/features/seo/server/site-metadata';

const inventoryMetadata = {
  title: 'Golf Cart Inventory: New Electric Carts in Stock',
  description:
    'Every electric golf cart and utility vehicle in stock, new and used: Denago, Evolution and trade-ins, with prices, seats and range to filter by.',
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
  const { page } =
    pageAsked && filtersToQuery(filters) === ''
      ? inventoryPage(await listVehicles({ includeSold: true }), filters, Number(pageAsked))
      : { page: 1 };
  return metadataFor({
    ...inventoryMetadata,
    ...(page > 1
      ? {
          title: `${inventoryMetadata.title} (Page ${page})`,
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
  const soldShown = filters.sold ? result.vehicles.filter((vehicle) => vehicle.status === 'sold').length : 0;
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
          index={result.vehicles.map((vehicle) => searchIndexEntry(vehicle))}
          total={result.total}
          forSaleCount={stock.length - soldCount}
          soldShown={soldShown}
          filtered={isFiltered(filters)}
        >
          {result.vehicles.length === 0 ? (
            <div className="rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center">
              <h2 className="text-2xl font-bold">No vehicles found</h2>
              <p className="mt-2 text-muted">No vehicles match your current filters.</p>
              {askedStreetLegal && !streetLegalInStock ? (
                <p className="mx-auto mt-2 max-w-xl text-muted">
                  None of the carts for sale is marked street-legal (LSV) right now. Ask our sales team which
                  models can be made street-legal for your roads.
                </p>
              ) : null}
              <ButtonLink href="/inventory" className="mt-6">
                Clear all filters
              </ButtonLink>
            </div>
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
        <aside
          aria-labelledby="inventory-help-heading"
          className="mt-14 flex flex-col gap-5 rounded-card bg-brand-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="inventory-help-heading" className="text-2xl font-extrabold">
              Looking for something specific?
            </h2>
            <p className="mt-2 max-w-xl text-white/85">
              Tell us the seats, colour and budget you have in mind. We can order any model in the Denago and
              Evolution lineups and answer within 24 hours.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <SalesEnquiryButton variant="accent" size="lg">
              <Icon name="message-square" className="size-4" /> Contact Sales
            </SalesEnquiryButton>
            <CallButton phone={dealer.phone} label="Call" variant="inverse" size="lg" />
          </div>
        </aside>
      </Container>
    </>
  );
}
