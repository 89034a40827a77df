import { MessageSquare } from 'lucide-react';

import { CallButton } from '@/components/layout/call-button';
import { PageHero } from '@/components/layout/page-hero';
import { InventoryBrowser } from '@/components/inventory/inventory-browser';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/section';
import { enquiryHref } from '@/lib/enquiry-link';
import { toInventoryVehicle, type InventoryVehicle } from '@/lib/inventory-vehicle';
import { listVehicles } from '@/server/queries/vehicles';
import { metadataFor } from '@/server/site-metadata';

export const metadata = metadataFor({
  title: 'Golf Cart Inventory: New Electric Carts in Stock',
  description:
    'Browse every electric golf cart and utility vehicle we have in stock, new and used: Denago, Evolution and trade-ins with prices, seats, range and top speed. Filter by brand, series and price.',
  path: '/inventory',
  keywords: [
    'golf cart inventory',
    'electric golf carts for sale NJ',
    'Denago',
    'Evolution',
    'utility vehicles',
  ],
});

/** Every listed and sold cart (the browser hides sold ones unless asked), slimmed for the cards. */
async function loadInventory(): Promise<InventoryVehicle[] | null> {
  try {
    const vehicles = await listVehicles({ includeSold: true });
    return vehicles.map(toInventoryVehicle);
  } catch (error) {
    // The browser retries through the API (see InventoryBrowser) rather than showing nothing.
    console.error('Inventory could not be read for rendering', error);
    return null;
  }
}

export default async function InventoryPage() {
  const vehicles = await loadInventory();
  return (
    <>
      <PageHero
        eyebrow="Inventory"
        title="Electric Golf Carts in Stock"
        lead="Every cart below is on our lot or on its way, priced as quoted. Search by model, or narrow the list by brand, series and price."
      />
      <Container className="py-10 sm:py-14">
        <InventoryBrowser initialVehicles={vehicles} />
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
            <ButtonLink href={enquiryHref({ interest: 'sales' })} variant="accent" size="lg">
              <MessageSquare aria-hidden="true" className="size-4" /> Contact Sales
            </ButtonLink>
            <CallButton label="Call" variant="inverse" size="lg" />
          </div>
        </aside>
      </Container>
    </>
  );
}
