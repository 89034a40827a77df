import type { Metadata } from 'next';

import { PageHero } from '@/components/layout/page-hero';
import { municipalityBySlug, municipalityTitle } from '@/content/municipalities';
import { rentalDelivery } from '@/content/rental-plans';
import { reviewsAbout } from '@/content/reviews';
import { CustomerReviews } from '@/features/company/components/customer-reviews';
import { townSceneImage } from '@/features/places/components/town-scene';
import { townPageMetadata, townRouteParams } from '@/features/places/server/town-metadata';
import { townName, townRentalTitle } from '@/features/places/town-copy';
import { deliveredFrom, rentalBase, servingLocation } from '@/features/places/town-location';
import { BookRentalActions } from '@/features/rentals/components/book-rental-actions';
import { MunicipalityNotFound } from '@/features/rentals/components/municipality-not-found';
import { RentalPlanSections } from '@/features/rentals/components/plan-sections';
import { QuickAvailability } from '@/features/rentals/components/quick-availability';
import { RentalFootnote } from '@/features/rentals/components/rental-footnote';
import { RentalHelp } from '@/features/rentals/components/rental-help';
import { TownRentalClosing } from '@/features/rentals/components/town-rental-closing';
import { rentalService, townPlace } from '@/features/rentals/rental-structured-data';
import { dealerToday } from '@/features/requests/request-dates';
import { Breadcrumbs } from '@/features/seo/components/breadcrumbs';
import { JsonLd } from '@/features/seo/components/json-ld';
import { siteUrl } from '@/features/seo/server/site-metadata';

export const generateStaticParams = townRouteParams;

export function generateMetadata({ params }: PageProps<'/[slug]/rentals'>): Promise<Metadata> {
  return townPageMetadata(params, 'rentals');
}

export default async function TownRentalsPage({ params }: PageProps<'/[slug]/rentals'>) {
  const town = municipalityBySlug((await params).slug);
  if (!town) return <MunicipalityNotFound />;
  const serving = servingLocation(town);
  const path = `/${town.slug}/rentals`;
  const reviews = reviewsAbout('rentals');
  return (
    <>
      <PageHero
        eyebrow={`Rentals in ${town.county}`}
        title={townRentalTitle(town)}
        lead={`Daily, 3 day, weekly and monthly electric cart rentals delivered to ${town.name} ${deliveredFrom(rentalBase(town), town.name)}. Delivery is $${rentalDelivery.feePerMile} per mile beyond ${rentalDelivery.includedMiles} miles.`}
        breadcrumbs={
          <Breadcrumbs
            tone="dark"
            trail={[
              { name: municipalityTitle(town), path: `/${town.slug}` },
              { name: 'Rentals', path },
            ]}
          />
        }
        backgroundImage={townSceneImage(town)}
        actions={<BookRentalActions municipality={town.slug} phone={serving.location.phone} />}
      />
      <QuickAvailability town={town} today={dealerToday()} />
      <RentalPlanSections municipality={town.slug} />
      <RentalFootnote />
      <RentalHelp municipality={town.slug} placeName={town.name} phone={serving.location.phone} />
      <CustomerReviews reviews={reviews} />
      <TownRentalClosing town={town} showroom={serving.location} />
      <JsonLd
        data={rentalService(siteUrl('/'), {
          path,
          name: `Golf cart rentals in ${townName(town)}`,
          location: serving.location,
          areaServed: townPlace(town),
          reviews,
        })}
      />
    </>
  );
}
