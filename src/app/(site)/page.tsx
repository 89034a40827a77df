import Link from 'next/link';

import { CallButton } from '@/components/layout/call-button';
import { Address } from '@/components/ui/address';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { IconCardGrid } from '@/components/ui/icon-card-grid';
import { PhoneLink } from '@/components/ui/phone-link';
import { Section } from '@/components/ui/section';
import { brands, series } from '@/content/brands';
import { dealer } from '@/content/dealer';
import { homeAbout, homeValueBlocks } from '@/content/home';
import { HomeHero } from '@/features/catalogue/components/home-hero';
import { vehiclesInSeries, vehiclesOfBrand } from '@/features/catalogue/series-summary';
import { VehicleGrid } from '@/features/inventory/components/vehicle-grid';
import { listFeaturedVehicles, listVehicles } from '@/features/inventory/server/vehicle-queries';
import { batteryTypeLabels } from '@/features/inventory/vehicle';
import { ServiceAreaMap } from '@/features/places/components/service-area-map';
import { homeShareCard, shareCardImage } from '@/features/places/share-cards';
import { JsonLd } from '@/features/seo/components/json-ld';
import { metadataFor, siteOrigin } from '@/features/seo/server/site-metadata';
import { organization } from '@/features/seo/structured-data';
import { enquiryHref } from '@/lib/enquiry-link';

export const metadata = metadataFor({
  title: `${dealer.name}: Electric Golf Carts, Rentals and Service in NJ`,
  absoluteTitle: true,
  description:
    'New Denago and Evolution electric golf carts and utility vehicles, rentals with delivery, service and storage across Somerset County, the Jersey Shore and Pennsylvania.',
  path: '/',
  image: shareCardImage(homeShareCard()),
  keywords: [
    'golf carts NJ',
    'electric golf carts',
    'golf cart rentals',
    'golf cart service',
    'Denago',
    'Evolution',
  ],
});

export default async function HomePage() {
  const [featured, listed] = await Promise.all([listFeaturedVehicles(), listVehicles()]);
  const otherShowrooms = dealer.locations.slice(1);
  const heroVehicle = featured[0];
  return (
    <>
      <JsonLd data={organization(siteOrigin())} />
      <HomeHero vehicle={heroVehicle} />

      <Section id="values" title="Why buy from us" eyebrow={dealer.name}>
        <IconCardGrid items={homeValueBlocks} />
      </Section>

      <Section id="brands" tone="surface" eyebrow="Brands" title="Two brands, a model for every driveway">
        <ul className="grid gap-6 md:grid-cols-2">
          {Object.values(brands).map((brand) => {
            const brandSeries = series.filter(
              (item) =>
                item.onBrandPage && item.brand === brand.id && vehiclesInSeries(item, listed).length > 0,
            );
            const batteries = [
              ...new Set(vehiclesOfBrand(brand.id, listed).flatMap((vehicle) => vehicle.batteryType ?? [])),
            ].map((type) => batteryTypeLabels[type]);
            return (
              <li key={brand.id}>
                <Link
                  href={`/${brand.id}`}
                  className="group block h-full rounded-card bg-brand-900 p-8 text-white shadow-card transition-colors hover:bg-brand-800"
                >
                  <h3 className="text-3xl font-extrabold tracking-tight">{brand.display}</h3>
                  <p className="mt-2 text-white/85">
                    {brandSeries.length} series: {brandSeries.map((item) => item.name).join(', ')}.
                    {batteries.length > 0 && ` ${batteries.join(' and ')} batteries.`}
                  </p>
                  <span className="mt-6 inline-block font-semibold text-accent-300 group-hover:underline">
                    Explore {brand.name} →
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        <p className="mt-6 text-muted">We also carry and service {dealer.otherBrands.join(', ')}.</p>
      </Section>

      <Section id="featured" eyebrow="Featured" title="Featured carts">
        <VehicleGrid vehicles={featured} />
        <div className="mt-10">
          <ButtonLink href="/inventory" size="lg">
            View Full Inventory
          </ButtonLink>
        </div>
      </Section>

      <Section id="claims" tone="brand" title="Trusted across New Jersey">
        <dl className="grid gap-6 sm:grid-cols-3">
          {[
            [dealer.claims.customers, 'happy customers'],
            [dealer.claims.years, 'years in business'],
            [String(dealer.claims.modelsPerBrand), 'featured models per brand'],
          ].map(([figure, label]) => (
            <div key={label} className="flex flex-col rounded-card bg-white/10 p-6 ring-1 ring-white/20">
              <dt className="text-white/85">{label}</dt>
              <dd className="order-first text-5xl font-extrabold text-accent-300">{figure}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="about" title={homeAbout.title} lead={homeAbout.text}>
        <ButtonLink href="/about" variant="secondary" size="lg">
          {/* The spec's label; the hidden words tell a screen reader and a crawler where it leads. */}
          Learn More<span className="sr-only"> about {dealer.name}</span>
        </ButtonLink>
      </Section>

      <Section
        id="service-area"
        tone="surface"
        eyebrow="Service area"
        title="Golf carts in every Somerset County town"
        lead="Sales, delivery, rentals and service from our Somerville showroom. Pick your town for local details."
      >
        <ServiceAreaMap region="somerset-county" listHeading="Somerset County towns we serve" />
      </Section>

      <Section id="showrooms" title="Our other showrooms">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {otherShowrooms.map((location) => (
            <li key={location.id}>
              <Card className="flex h-full flex-col p-6">
                <h3 className="text-lg font-bold">{location.name}</h3>
                <p className="mt-2 flex-1 text-sm text-muted">{location.summary}</p>
                {location.address && (
                  <Address address={location.address} layout="inline" className="mt-3 text-sm" />
                )}
                <PhoneLink
                  phone={location.phone}
                  className="mt-3 inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline"
                >
                  <Icon name="phone" className="size-4" /> {location.phone.display}
                </PhoneLink>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <Link href="/showroom" className="link-prose">
            All showrooms, hours and directions
          </Link>
        </p>
      </Section>

      <Section id="contact" tone="surface">
        <Card className="flex flex-col gap-6 p-8 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 className="text-3xl font-extrabold tracking-tight">Talk to our team</h2>
            <p className="mt-2 max-w-xl text-lg text-muted">
              Questions about a cart, a rental or a repair? Send us a message and we reply{' '}
              {dealer.responseTime.promise}, {dealer.responseTime.typical}.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={enquiryHref({})} size="lg">
              Contact Us
            </ButtonLink>
            <CallButton phone={dealer.phone} size="lg" />
          </div>
        </Card>
      </Section>
    </>
  );
}
