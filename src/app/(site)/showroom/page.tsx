import { CallButton } from '@/components/layout/call-button';
import { PageHero } from '@/components/layout/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { dealer } from '@/content/dealer';
import { ServicesOverview } from '@/features/company/components/services-overview';
import { scenePathByIndex } from '@/features/inventory/vehicle-images';
import { LocationCard } from '@/features/places/components/location-card';
import { Breadcrumbs } from '@/features/seo/components/breadcrumbs';
import { JsonLd } from '@/features/seo/components/json-ld';
import { metadataFor, siteOrigin } from '@/features/seo/server/site-metadata';
import { localBusiness } from '@/features/seo/structured-data';

export function generateMetadata() {
  return metadataFor({
    title: 'Showrooms & Locations',
    description: `Visit ${dealer.name} in Somerville and Toms River, NJ, or Hatfield and Pocono Pines, PA, or shop online 24 hours: addresses, phones and hours.`,
    path: '/showroom',
    keywords: [
      'golf cart showroom',
      'golf cart dealer near me',
      'golf cart dealer New Jersey',
      'golf cart dealer Pennsylvania',
    ],
  });
}

export default function ShowroomPage() {
  const physical = dealer.locations.filter((location) => location.type === 'physical');
  return (
    <>
      <PageHero
        title="Visit Our Showrooms"
        lead={`${physical.length} showrooms in New Jersey and Pennsylvania and an online store that never closes. Find the one nearest you.`}
        breadcrumbs={<Breadcrumbs tone="dark" trail={[{ name: 'Showroom', path: '/showroom' }]} />}
        backgroundImage={scenePathByIndex(5)}
        actions={<CallButton phone={dealer.phone} size="lg" />}
      />
      <Section id="locations" eyebrow="Locations" title="Find us in person or online" tone="surface">
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {dealer.locations.map((location) => (
            <li key={location.id} className="flex">
              <LocationCard location={location} />
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="showroom-services"
        eyebrow="At every showroom"
        title="Sales, service, parts and rentals"
        lead="Come in to compare models and book a test drive, or ask about service, parts, rentals, storage and delivery. One call to any location gets you started."
      >
        <ServicesOverview />
        <div className="mt-10 flex flex-wrap items-center gap-3">
          <ButtonLink href="/contact" variant="primary" size="lg">
            Contact Us
          </ButtonLink>
          <ButtonLink href="/services" variant="secondary" size="lg">
            All services
          </ButtonLink>
        </div>
      </Section>
      {physical.map((location) => (
        <JsonLd key={location.id} data={localBusiness(siteOrigin(), location)} />
      ))}
    </>
  );
}
