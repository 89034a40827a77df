import type { MetadataRoute } from 'next';

import { municipalities } from '@/content/municipalities';
import { policies } from '@/content/policies';
import { listPublicVehicles } from '@/features/inventory/server/vehicle-queries';
import { vehiclePath } from '@/features/inventory/vehicle';
import { siteUrl } from '@/features/seo/server/site-metadata';

// Rendered on request, never at build (the stock changes without a rebuild); the response cache
// keeps it until the stock changes (docs/decisions/0004-statuses-and-caching.md).
export const dynamic = 'force-dynamic';

const staticPaths = [
  '/',
  '/inventory',
  '/denago',
  '/evolution',
  '/rentals',
  '/rentals/book',
  '/rentals/request',
  '/services',
  '/services/appointment',
  '/financing',
  '/trade-in',
  '/showroom',
  '/about',
  '/contact',
] as const;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Sold carts keep their page; archived ones (410 Gone) leave the sitemap.
  const vehicles = await listPublicVehicles();
  const paths = [
    ...staticPaths,
    ...vehicles.map(vehiclePath),
    ...municipalities.flatMap((place) => [`/${place.slug}`, `/${place.slug}/rentals`]),
    ...policies.map((policy) => policy.path),
  ];
  return paths.map((path) => ({ url: siteUrl(path) }));
}
