import { CallButton } from '@/components/layout/call-button';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { SalesEnquiryButton } from '@/components/ui/sales-enquiry-button';
import { dealer } from '@/content/dealer';

/** The inventory's answer when no cart matches: what to do next, and why a street-legal ask found none. */
export function NoVehiclesFound({ noStreetLegalStock }: { noStreetLegalStock: boolean }) {
  return (
    <div className="rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center">
      <h2 className="text-2xl font-bold">No vehicles found</h2>
      <p className="mt-2 text-muted">No vehicles match your current filters.</p>
      {noStreetLegalStock ? (
        <p className="mx-auto mt-2 max-w-xl text-muted">
          None of the carts for sale is marked street-legal (LSV) right now. Ask our sales team which models
          can be made street-legal for your roads.
        </p>
      ) : null}
      <ButtonLink href="/inventory" className="mt-6">
        Clear all filters
      </ButtonLink>
    </div>
  );
}

/** Below the inventory: the sales team for a cart that is not in stock. */
export function AskForASpecificCart() {
  return (
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
          Evolution lineups and answer {dealer.responseTime.promise}.
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <SalesEnquiryButton variant="accent" size="lg">
          <Icon name="message-square" className="size-4" /> Contact Sales
        </SalesEnquiryButton>
        <CallButton phone={dealer.phone} label="Call" variant="inverse" size="lg" />
      </div>
    </aside>
  );
}
