import Link from 'next/link';

import { CallButton } from '@/components/layout/call-button';
import { PageHero } from '@/components/layout/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { IconCardGrid } from '@/components/ui/icon-card-grid';
import { Section } from '@/components/ui/section';
import { aboutStory, aboutTeams, aboutValues, teamSizeText } from '@/content/about';
import { dealer, locationById } from '@/content/dealer';
import { municipalitiesInRegion, regions } from '@/content/municipalities';
import { staffingReportPolicy } from '@/content/policies/staffing-report';
import { reviewsAbout } from '@/content/reviews';
import { ClaimsList } from '@/features/company/components/claims-list';
import { CustomerReviews } from '@/features/company/components/customer-reviews';
import { scenePathByIndex } from '@/features/inventory/vehicle-images';
import { ContactCards } from '@/features/places/components/contact-cards';
import { ServiceAreaMap } from '@/features/places/components/service-area-map';
import { Breadcrumbs } from '@/features/seo/components/breadcrumbs';
import { metadataFor } from '@/features/seo/server/site-metadata';

export function generateMetadata() {
  return metadataFor({
    title: `About ${dealer.name}`,
    description: `${dealer.claims.years} years selling, renting and servicing electric golf carts in New Jersey and Pennsylvania: our story, values, team and the Somerset County towns we serve.`,
    path: '/about',
    keywords: [
      'golf cart dealer',
      'about us',
      'Somerset County golf carts',
      'electric golf cart dealer New Jersey',
    ],
  });
}

export default function AboutPage() {
  const region = regions['somerset-county'];
  const towns = municipalitiesInRegion(region.id);
  const showroom = locationById(region.servedFrom);
  return (
    <>
      <PageHero
        title={`About ${dealer.name}`}
        lead={`${dealer.tagline}, from a team that has sold, rented and serviced them for ${dealer.claims.years} years.`}
        breadcrumbs={<Breadcrumbs tone="dark" trail={[{ name: 'About', path: '/about' }]} />}
        backgroundImage={scenePathByIndex(0)}
        actions={
          <>
            <ButtonLink href="/inventory" variant="accent" size="lg">
              View Inventory
            </ButtonLink>
            <CallButton phone={dealer.phone} variant="inverse" size="lg" />
          </>
        }
      />
      <Section id="our-story" eyebrow="Our story" title="A dealer that stays with you after the sale">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:items-center">
          <div className="space-y-5 text-lg leading-relaxed text-ink/90">
            {aboutStory.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ClaimsList />
        </div>
      </Section>
      <Section id="our-values" eyebrow="Our values" title="What you can expect from us" tone="surface">
        <IconCardGrid tone="white" items={aboutValues} />
      </Section>
      <Section id="our-team" eyebrow="Our team" title="The people behind the carts" lead={teamSizeText}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {aboutTeams.map((team) => (
            <li key={team.id} className="rounded-card border-l-4 border-brand-600 bg-surface p-6">
              <h3 className="text-lg font-bold">{team.title}</h3>
              <p className="mt-2 text-muted">{team.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-muted">
          How we hire, train and look after our people is set out in our{' '}
          <Link href={staffingReportPolicy.path} className="link-prose">
            {staffingReportPolicy.title}
          </Link>
          .
        </p>
      </Section>
      <Section
        id="service-area"
        eyebrow="Service area"
        title={`Serving ${region.name}`}
        lead={`From our ${showroom.address?.city ?? ''} showroom we sell, deliver, rent and service carts in all ${towns.length} ${region.name} towns. Choose yours for local models, rentals and delivery.`}
        tone="surface"
      >
        <ServiceAreaMap region={region.id} listHeading={`${region.name} towns we serve`} />
      </Section>
      <CustomerReviews reviews={reviewsAbout('sales')} title="What buyers say" />
      <Section id="contact-us" eyebrow="Get in touch" title="Talk to our team">
        <ContactCards />
      </Section>
    </>
  );
}
