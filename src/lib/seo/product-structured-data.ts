import type { Review } from '@/content/reviews';
import type { Vehicle } from '@/lib/vehicle';
import { vehicleImage } from '@/lib/vehicle';

import { absoluteUrl } from './page-metadata';
import { aggregateRating, reviewList } from './structured-data';

/**
 * Product structured data for a vehicle page. Reviews are included only when the page shows
 * them (pass exactly the reviews rendered).
 */
export function productJsonLd(siteUrl: string, vehicle: Vehicle, shownReviews: readonly Review[] = []) {
  const url = absoluteUrl(siteUrl, `/vehicles/${encodeURIComponent(vehicle.id)}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: vehicle.name,
    description: vehicle.description,
    sku: vehicle.id,
    category: vehicle.category,
    image: absoluteUrl(siteUrl, vehicleImage(vehicle)),
    brand: { '@type': 'Brand', name: vehicle.brand },
    ...(vehicle.model ? { model: vehicle.model } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: vehicle.price,
      priceCurrency: 'USD',
      availability: vehicle.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition:
        vehicle.condition === 'used' ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
    },
    ...(shownReviews.length > 0
      ? { review: reviewList(shownReviews), aggregateRating: aggregateRating(shownReviews) }
      : {}),
  };
}
