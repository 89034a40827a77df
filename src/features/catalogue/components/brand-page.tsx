import Link from 'next/link';

import { CallButton } from '@/components/layout/call-button';
import { PageHero } from '@/components/layout/page-hero';
import { PhoneActionBar } from '@/components/layout/phone-action-bar';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { IconCardGrid } from '@/components/ui/icon-card-grid';
import { SalesEnquiryButton } from '@/components/ui/sales-enquiry-button';
import { Section } from '@/components/ui/section';
import { brandPages } from '@/content/brand-pages';
import { brandLineups, brands, series, type BrandId } from '@/content/brands';
import { mainPhone } from '@/content/dealer';
import { VehicleGrid } from '@/features/inventory/components/vehicle-grid';
import { listVehicles } from '@/features/inventory/server/vehicle-queries';
import { vehiclePath } from '@/features/inventory/vehicle';
import { scenePathByIndex } from '@/features/inventory/vehicle-images';
import { Breadcrumbs } from '@/features/seo/components/breadcrumbs';
import { OpenGraphType } from '@/features/seo/components/json-ld';

import { brandFactLine, preOwnedOfBrand, vehiclesInSeries, vehiclesOfBrand } from '../series-summary';
import { LineupCard } from './lineup-card';
import { SeriesCard } from './series-card';

/** Evolution's cards list at most 3 model links (spec); Denago's series are small enough to list all. */
const seriesLinkLimit: Record<BrandId, number | undefined> = { denago: undefined, evolution: 3 };

/**
 * The shared structure of /denago and /evolution (brief section 2, brand pages). Every model,
 * price and figure comes from the vehicles in stock.
 */
export async function BrandPage({ brandId }: { brandId: BrandId }) {
  const copy = brandPages[brandId];
  const brand = brands[brandId];
  const listed = await listVehicles();
  const brandSeries = series
    .filter((item) => item.brand === brandId && item.onBrandPage)
    .map((item) => ({ item, models: vehiclesInSeries(item, listed) }))
    .filter(({ models }) => models.length > 0);
  const otherModels = series
    .filter((item) => item.brand === brandId && !item.onBrandPage)
    .flatMap((item) => vehiclesInSeries(item, listed));
  const lineupIds = new Set(brandLineups[brandId]);
  const lineup = listed.filter((vehicle) => lineupIds.has(vehicle.id));
  lineup.sort((a, b) => brandLineups[brandId].indexOf(a.id) - brandLineups[brandId].indexOf(b.id));
  const brandVehicles = vehiclesOfBrand(brandId, listed);
  const preOwned = preOwnedOfBrand(brandId, listed);
  const introFeatures = copy.introFeatures
    .map((feature) => (typeof feature === 'string' ? feature : brandFactLine(feature.fact, brandVehicles)))
    .filter((feature): feature is string => feature !== undefined);
  return (
    <>
      <OpenGraphType type="product.group" />
      <PageHero
        eyebrow={copy.heroEyebrow}
        title={copy.heroTitle}
        lead={copy.heroLead}
        breadcrumbs={<Breadcrumbs tone="dark" trail={[{ name: copy.heroTitle, path: copy.path }]} />}
        backgroundImage={scenePathByIndex(brandId === 'denago' ? 1 : 0)}
        actions={
          <>
            <CallButton phone={mainPhone} size="lg" />
            <ButtonLink href="/inventory" variant="inverse" size="lg">
              View {brand.display} Models
            </ButtonLink>
          </>
        }
      />

      <Section id="intro" eyebrow={`About ${brand.name}`} title={copy.introTitle} lead={copy.introText}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {introFeatures.map((feature) => (
            <li key={feature} className="feature-tile">
              <Icon name="check" />
              <span className="font-medium">{feature}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="series"
        tone="surface"
        eyebrow="Series"
        title={`${brandSeries.length} ${brand.name} series`}
        lead="Prices start at the lowest-priced model in each series."
      >
        <ul
          className={`grid gap-6 sm:grid-cols-2 ${brandSeries.length > 3 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
        >
          {brandSeries.map(({ item, models }) => (
            <li key={item.id}>
              <SeriesCard series={item} models={models} linkLimit={seriesLinkLimit[brandId]} />
            </li>
          ))}
        </ul>
        {otherModels.length > 0 && (
          <p className="mt-8 text-muted">
            Also available:{' '}
            {otherModels.map((model, index) => (
              <span key={model.id}>
                {index > 0 && ', '}
                <Link href={vehiclePath(model)} className="link-prose">
                  {model.name}
                </Link>
              </span>
            ))}
            .
          </p>
        )}
      </Section>

      {preOwned.length > 0 && (
        <Section
          id="pre-owned"
          eyebrow="Pre-owned"
          title={`Pre-owned ${brand.name} carts`}
          lead="Trade-ins checked and serviced in our shop, each one cart at its own price."
        >
          <VehicleGrid vehicles={preOwned} />
        </Section>
      )}

      <Section id="lineup" eyebrow="Lineup" title={`Popular ${brand.name} models`}>
        <VehicleGrid vehicles={lineup} card={(model) => <LineupCard vehicle={model} />} />
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink href="/inventory" size="lg">
            Compare All Models
          </ButtonLink>
          <SalesEnquiryButton topic="test-drive" variant="secondary" size="lg">
            Schedule Test Drive
          </SalesEnquiryButton>
        </div>
      </Section>

      <Section id="why" tone="surface" eyebrow="Why buy here" title={`Why choose ${brand.name} from us`}>
        <IconCardGrid tone="white" items={copy.whyChoose} />
      </Section>

      <Section id="closing" tone="brand" title={copy.closingTitle} lead={copy.closingText}>
        <div className="flex flex-wrap gap-3" data-page-actions="">
          <CallButton phone={mainPhone} size="lg" />
          <SalesEnquiryButton topic="quote" variant="inverse" size="lg">
            Request a Quote
          </SalesEnquiryButton>
        </div>
      </Section>
      <PhoneActionBar phone={mainPhone} quote={{}} />
    </>
  );
}
