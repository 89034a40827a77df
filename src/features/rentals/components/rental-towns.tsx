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
      lead={`We deliver rental carts across the Jersey Shore and Somerset County. Delivery is $${rentalDelivery.feePerMile} per mile beyond ${rentalDelivery.includedMiles} miles from the location that serves your town.`}
      tone="surface"
    >
      <div className="grid gap-10 lg:grid-cols-2">
        {regionOrder.map((regionId) => {
          const region = regions[regionId];
          const headingId = `rental-towns-${regionId}`;
          return (
            <div key={regionId}>
              <h3 id={headingId} className="text-xl font-bold">
                {region.name}
              </h3>
              <p className="mt-1 text-sm text-muted">
                Delivered from our {locationCity(locationById(region.servedFrom))} location
              </p>
              <PlainLinkList
                aria-labelledby={headingId}
                className="link-list mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3"
                links={municipalitiesInRegion(regionId).map((town) => ({
                  href: `/${town.slug}/rentals`,
                  label: townName(town),
                }))}
              />
            </div>
          );
        })}
      </div>
    </Section>
  );
}
