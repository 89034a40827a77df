import { ButtonLink } from '@/components/ui/button';
import { IconCardGrid } from '@/components/ui/icon-card-grid';
import { Section } from '@/components/ui/section';
import { dealer } from '@/content/dealer';
import { homeAbout, homeValueBlocks } from '@/content/home';
import { HomeBrands } from '@/features/catalogue/components/home-brands';
import { HomeHero } from '@/features/catalogue/components/home-hero';
import { HomeClaims } from '@/features/company/components/home-claims';
import { TalkToOurTeam } from '@/features/company/components/talk-to-our-team';
import { VehicleGrid } from '@/features/inventory/components/vehicle-grid';
import { listFeaturedVehicles, listVehicles } from '@/features/inventory/server/vehicle-queries';
import { OtherShowrooms } from '@/features/places/components/other-showrooms';
import { ServiceAreaMap } from '@/features/places/components/service-area-map';
import { homeShareCard, shareCardImage } from '@/features/places/share-cards';
import { JsonLd } from '@/features/seo/components/json-ld';
import { metadataFor, siteOrigin } from '@/features/seo/server/site-metadata';
import { organization } from '@/features/seo/structured-data';

export const metadata = metadataFor({
  title: `${dealer.name}: Electric Golf Carts, Rentals and Service in NJ`,
  absoluteTitle: true,
  description:
    'New Denago and Evolution electric golf carts and utility vehicles, rentals delivered, service and storage in Somerset County, the Jersey Shore and Pennsylvania.',
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
  return (
    <>
      <JsonLd data={organization(siteOrigin())} />
      <HomeHero vehicle={featured[0]} />

      <Section id="values" title="Why buy from us" eyebrow={dealer.name}>
        <IconCardGrid items={homeValueBlocks} />
      </Section>

      <HomeBrands listed={listed} />

      <Section id="featured" eyebrow="Featured" title="Featured carts">
        <VehicleGrid vehicles={featured} />
        <div className="mt-10">
          <ButtonLink href="/inventory" size="lg">
            View Full Inventory
          </ButtonLink>
        </div>
      </Section>

      <HomeClaims />

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

      <OtherShowrooms />
      <TalkToOurTeam />
    </>
  );
}
