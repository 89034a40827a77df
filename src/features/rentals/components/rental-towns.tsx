import { FoldMark } from '@/components/ui/fold';
import { PlainLinkList } from '@/components/ui/plain-link-list';
import { Section } from '@/components/ui/section';
import { locationById } from '@/content/dealer';
import { municipalitiesInRegion, regions, type RegionId } from '@/content/municipalities';
import { rentalDelivery } from '@/content/rental-plans';
import { townName } from '@/features/places/town-copy';
import { locationCity } from '@/features/places/town-location';

const regionOrder: readonly RegionId[] = ['jersey-shore', 'somerset-county'];

/**
 * Every town's own rental page, grouped by the area that delivers there. Plain links: fifty-six
 * next/link components would prefetch or hydrate on every load for links a visitor follows once.
 */
export function RentalTowns() {
  return (
    <Section
      id="rental-towns"
      eyebrow="Delivered to you"
      title="Rentals by town"
      lead={
        <span className="hidden sm:inline">
          We deliver rental carts across the Jersey Shore and Somerset County. Delivery is $
          {rentalDelivery.feePerMile} per mile beyond {rentalDelivery.includedMiles} miles from the location
          that serves your town.
        </span>
      }
      tone="surface"
    >
      {/* Folded, so the page stays short on a phone; a visitor opens the area they are in. */}
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {regionOrder.map((regionId) => {
          const region = regions[regionId];
          const headingId = `rental-towns-${regionId}`;
          const towns = municipalitiesInRegion(regionId);
          return (
            <details key={regionId} className="group card p-5">
              <summary className="grid cursor-pointer list-none grid-cols-[1fr_auto] gap-x-4 [&::-webkit-details-marker]:hidden">
                <h3 id={headingId} className="text-xl font-bold">
                  {region.name}
                </h3>
                <FoldMark className="row-span-2 text-3xl font-light text-brand-700" />
                <span className="mt-1 text-sm text-muted">
                  {towns.length} towns, delivered from our {locationCity(locationById(region.servedFrom))}{' '}
                  location
                </span>
              </summary>
              <PlainLinkList
                aria-labelledby={headingId}
                className="link-list mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3"
                links={towns.map((town) => ({
                  href: `/${town.slug}/rentals`,
                  label: townName(town),
                }))}
              />
            </details>
          );
        })}
      </div>
    </Section>
  );
}
