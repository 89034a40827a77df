import { returnPolicy } from '@/content/policies/return-policy';
import { returnPolicyFigures } from '@/content/policy-figures';
import type { Review } from '@/content/reviews';
import { absoluteUrl } from '@/features/seo/page-metadata';
import { aggregateRating, reviewList } from '@/features/seo/structured-data';

import { effectivePrice, vehiclePath, type Vehicle, type VehicleStatus } from './vehicle';
import { mainRasterImage } from './vehicle-images';

const availability: Record<VehicleStatus, string> = {
  available: 'https://schema.org/InStock',
  'on-hold': 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
  archived: 'https://schema.org/Discontinued',
};

/**
 * The Return Policy as it applies to this cart: the new- or used-cart window and restocking fee,
 * returned to a showroom. (The 30 days of the Return Policy are for parts; a cart offer says the
 * cart's own window, as the policy page does.)
 */
function cartReturnPolicy(siteUrl: string, condition: Vehicle['condition']) {
  const terms = condition === 'used' ? returnPolicyFigures.usedCarts : returnPolicyFigures.newCarts;
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'US',
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: terms.windowDays,
    returnMethod: 'https://schema.org/ReturnInStore',
    returnFees: 'https://schema.org/RestockingFees',
    restockingFee: terms.restockingFeePercent,
    merchantReturnLink: absoluteUrl(siteUrl, returnPolicy.path),
  };
}

/**
 * Product structured data for a vehicle page. Reviews are included only when the page shows
 * them (pass exactly the reviews rendered, which are reviews of this vehicle).
 */
export function productJsonLd(siteUrl: string, vehicle: Vehicle, shownReviews: readonly Review[] = []) {
  const url = absoluteUrl(siteUrl, vehiclePath(vehicle));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: vehicle.name,
    description: vehicle.description,
    sku: vehicle.stockNumber ?? vehicle.id,
    category: vehicle.category,
    image: vehicle.photos.length
      ? vehicle.photos.map((photo) => absoluteUrl(siteUrl, mainRasterImage({ ...vehicle, photos: [photo] })))
      : absoluteUrl(siteUrl, mainRasterImage(vehicle)),
    brand: { '@type': 'Brand', name: vehicle.brand },
    ...(vehicle.model ? { model: vehicle.model } : {}),
    ...(vehicle.colour ? { color: vehicle.colour } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: effectivePrice(vehicle),
      priceCurrency: 'USD',
      availability: availability[vehicle.status],
      itemCondition:
        vehicle.condition === 'used' ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
      hasMerchantReturnPolicy: cartReturnPolicy(siteUrl, vehicle.condition),
    },
    ...(shownReviews.length > 0
      ? { review: reviewList(shownReviews), aggregateRating: aggregateRating(shownReviews) }
      : {}),
  };
}
