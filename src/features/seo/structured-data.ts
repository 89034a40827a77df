/** Builders for the schema.org objects the pages emit through <JsonLd>. */
import { dealer, type DealerLocation, type OpeningHours } from '@/content/dealer';
import type { Review } from '@/content/reviews';

import { absoluteUrl } from './page-metadata';

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export function openingHoursSpecification(hours: readonly OpeningHours[]) {
  return hours
    .filter((row) => row.opens && row.closes)
    .map((row) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: row.dayOfWeek,
      opens: row.opens,
      closes: row.closes,
    }));
}

export function reviewList(reviews: readonly Review[]) {
  return reviews.map((review) => ({
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author },
    name: review.headline,
    reviewBody: review.reviewBody,
    datePublished: review.datePublished,
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  }));
}

export function aggregateRating(reviews: readonly Review[]) {
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round((total / reviews.length) * 10) / 10,
    reviewCount: reviews.length,
    bestRating: 5,
    worstRating: 1,
  };
}

/** Where a location is and when it opens, as a local search result shows it. */
function placeOf(location: DealerLocation) {
  return {
    ...(location.address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: location.address.street,
            addressLocality: location.address.city,
            addressRegion: location.address.region,
            postalCode: location.address.postalCode,
            addressCountry: location.address.country,
          },
        }
      : {}),
    ...(location.coordinates ? { geo: { '@type': 'GeoCoordinates', ...location.coordinates } } : {}),
    openingHoursSpecification: openingHoursSpecification(location.hours),
  };
}

export function localBusiness(siteUrl: string, location: DealerLocation) {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': absoluteUrl(siteUrl, `/showroom#${location.id}`),
    name: location.name,
    url: absoluteUrl(siteUrl, '/showroom'),
    telephone: location.phone.e164,
    email: dealer.email,
    ...placeOf(location),
    sameAs: location.social.map((link) => link.url),
  };
}

/** The dealer as a business, placed at its main showroom (listed first in the content). */
export function organization(siteUrl: string) {
  const mainShowroom = dealer.locations.find((location) => location.type === 'physical');
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': absoluteUrl(siteUrl, '/#organization'),
    name: dealer.name,
    url: absoluteUrl(siteUrl, '/'),
    telephone: dealer.phone.e164,
    email: dealer.email,
    logo: absoluteUrl(siteUrl, '/icon.svg'),
    ...(mainShowroom ? placeOf(mainShowroom) : {}),
  };
}
