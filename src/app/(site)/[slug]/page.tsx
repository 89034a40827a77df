import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { CallButton } from '@/components/layout/call-button';
import { PageHero } from '@/components/layout/page-hero';
import { PhoneActionBar } from '@/components/layout/phone-action-bar';
import { ButtonLink } from '@/components/ui/button';
import { municipalityBySlug, municipalityTitle, nearbyMunicipalities } from '@/content/municipalities';
import { listVehicles } from '@/features/inventory/server/vehicle-queries';
import { NearbyTowns } from '@/features/places/components/nearby-towns';
import { TownAbout } from '@/features/places/components/town-about';
import { TownClosing } from '@/features/places/components/town-closing';
import { TownFeaturedModels } from '@/features/places/components/town-featured-models';
import { TownOffers } from '@/features/places/components/town-offers';
import { townSceneImage } from '@/features/places/components/town-scene';
import { townPageMetadata, townRouteParams } from '@/features/places/server/town-metadata';
import { partOfNote } from '@/features/places/town-copy';
import { featuredModelsFor, modelMixFor } from '@/features/places/town-featured-models';
import { deliveredFrom, servingLocation } from '@/features/places/town-location';
import { Breadcrumbs } from '@/features/seo/components/breadcrumbs';

export const generateStaticParams = townRouteParams;

export function generateMetadata({ params }: PageProps<'/[slug]'>): Promise<Metadata> {
  return townPageMetadata(params, 'town');
}

export default async function TownPage({ params }: PageProps<'/[slug]'>) {
  const town = municipalityBySlug((await params).slug);
  if (!town) notFound();
  const serving = servingLocation(town);
  const title = municipalityTitle(town);
  const note = partOfNote(town);
  const mix = modelMixFor(town);
  const listed = await listVehicles();
  return (
    <>
      <PageHero
        eyebrow={note ?? `${town.county}, New Jersey`}
        title={title}
        lead={`New electric carts, rentals delivered to your door, service and storage for ${town.name}, ${deliveredFrom(serving, town.name)}.`}
        breadcrumbs={<Breadcrumbs tone="dark" trail={[{ name: title, path: `/${town.slug}` }]} />}
        backgroundImage={townSceneImage(town)}
        actions={
          <>
            <CallButton phone={serving.location.phone} size="lg" />
            <ButtonLink href={`/${town.slug}/rentals`} variant="inverse" size="lg">
              Rentals in {town.name}
            </ButtonLink>
            <ButtonLink href="/inventory" variant="inverse" size="lg">
              View Inventory
            </ButtonLink>
          </>
        }
      />
      <TownAbout town={town} serving={serving} />
      <TownOffers town={town} listed={listed} />
      <TownFeaturedModels town={town} mix={mix} models={featuredModelsFor(mix, listed)} />
      <NearbyTowns town={town} nearby={nearbyMunicipalities(town, 4)} />
      <TownClosing town={town} showroom={serving.location} />
      <PhoneActionBar phone={serving.location.phone} quote={{ municipality: town.slug }} />
    </>
  );
}
