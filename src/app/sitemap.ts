import type { MetadataRoute } from 'next';

import { sitemapAddresses } from '@/app/site-routes';
import { municipalities } from '@/content/municipalities';
import { policies } from '@/content/policies';
import { listPublicVehicles } from '@/features/inventory/server/vehicle-queries';
import { vehiclePath } from '@/features/inventory/vehicle';
import { siteUrl } from '@/features/seo/server/site-metadata';

// Rendered on request, never at build (the stock changes without a rebuild); the response cache
// keeps it until the stock changes (docs/decisions/0004-statuses-and-caching.md).
export const dynamic = 'force-dynamic';

/**
 * The pages the route table lists by their address (src/app/site-routes.ts `sitemap: 'address'`),
 * then each page of the routes it lists from their data.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Sold carts keep their page; archived ones (410 Gone) leave the sitemap.
  const vehicles = await listPublicVehicles();
  const paths = [
    ...sitemapAddresses,
    ...vehicles.map(vehiclePath),
    ...municipalities.flatMap((place) => [`/${place.slug}`, `/${place.slug}/rentals`]),
    ...policies.map((policy) => policy.path),
  ];
  return paths.map((path) => ({ url: siteUrl(path) }));
}
