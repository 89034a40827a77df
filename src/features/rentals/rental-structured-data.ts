/**
 * The rental service as schema.org data: the plans as offers, the place served and, on pages
 * that show them, the reviews and their average. Never pass reviews a page does not display.
 */
import { dealer, type DealerLocation } from '@/content/dealer';
import type { Municipality } from '@/content/municipalities';
import { cartTypes } from '@/content/rental-plans';
import type { Review } from '@/content/reviews';
import { absoluteUrl } from '@/features/seo/page-metadata';
import { aggregateRating, reviewList } from '@/features/seo/structured-data';

/** A town as a schema.org City (a town of any kind), with its coordinates and county. */
export function townPlace(town: Municipality) {
  return {
    '@type': 'City',
    name: `${town.name} ${town.type}`,
    geo: {
      '@type': 'GeoCoordinates',
      latitude: town.coordinates.latitude,
      longitude: town.coordinates.longitude,
    },
    containedInPlace: { '@type': 'AdministrativeArea', name: `${town.county}, New Jersey` },
  };
}

export function rentalOfferCatalog() {
  return {
    '@type': 'OfferCatalog',
    name: 'Golf cart rental plans',
    itemListElement: cartTypes.map((type) => ({
      '@type': 'OfferCatalog',
      name: type.title,
      itemListElement: type.plans.map((plan) => ({
        '@type': 'Offer',
        name: `${type.title}, ${plan.title} (${plan.subtitle})`,
        price: plan.price,
        priceCurrency: 'USD',
      })),
    })),
  };
}

export interface RentalServiceInput {
  /** Site path of the page the service is described on. */
  path: string;
  name: string;
  /** The location that delivers there; the business as a whole when omitted. */
  location?: DealerLocation;
  areaServed: Record<string, unknown> | readonly Record<string, unknown>[];
  /** Only reviews the page shows. */
  reviews?: readonly Review[];
}

export function rentalService(siteUrl: string, input: RentalServiceInput) {
  const reviews = input.reviews ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': absoluteUrl(siteUrl, `${input.path}#rental-service`),
    name: input.name,
    serviceType: 'Golf cart rental',
    url: absoluteUrl(siteUrl, input.path),
    provider: input.location
      ? {
          '@type': 'AutoDealer',
          '@id': absoluteUrl(siteUrl, `/showroom#${input.location.id}`),
          name: input.location.name,
          telephone: input.location.phone.e164,
        }
      : {
          '@type': 'AutoDealer',
          '@id': absoluteUrl(siteUrl, '/#organization'),
          name: dealer.name,
          telephone: dealer.phone.e164,
        },
    areaServed: input.areaServed,
    hasOfferCatalog: rentalOfferCatalog(),
    ...(reviews.length > 0 ? { review: reviewList(reviews), aggregateRating: aggregateRating(reviews) } : {}),
  };
}
