import type { MetadataRoute } from 'next';

import { municipalities } from '@/content/municipalities';
import { policies } from '@/content/policies';
import { listVehicleIds } from '@/server/queries/vehicles';
import { siteUrl } from '@/server/site-metadata';

// Read at request time: the inventory changes without a rebuild.
export const dynamic = 'force-dynamic';

const staticPaths = [
  '/',
  '/inventory',
  '/denago',
  '/evolution',
  '/rentals',
  '/services',
  '/showroom',
  '/about',
  '/contact',
] as const;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const vehicleIds = await listVehicleIds();
  const paths = [
    ...staticPaths,
    ...vehicleIds.map((id) => `/vehicles/${encodeURIComponent(id)}`),
    ...municipalities.flatMap((place) => [`/${place.slug}`, `/${place.slug}/rentals`]),
    ...policies.map((policy) => policy.path),
  ];
  return paths.map((path) => ({ url: siteUrl(path) }));
}
