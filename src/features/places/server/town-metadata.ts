import 'server-only';

import type { Metadata } from 'next';

import { municipalities, municipalityBySlug, type Municipality } from '@/content/municipalities';
import { metadataFor } from '@/features/seo/server/site-metadata';

import { shareCardImage, townRentalShareCard, townShareCard } from '../share-cards';
import { townPageDescription, townPageTitle, townRentalDescription, townRentalTitle } from '../town-copy';

/** The two pages every town has: its landing page, /{town}, and its rental page, /{town}/rentals. */
const townPages = {
  town: {
    unknownTitle: '404 Page Not Found',
    path: (town: Municipality) => `/${town.slug}`,
    title: townPageTitle,
    description: townPageDescription,
    shareCard: townShareCard,
    keywords: (town: Municipality) => [
      `golf carts ${town.name}`,
      `golf cart rental ${town.name}`,
      `${town.county} golf carts`,
      'electric golf carts NJ',
    ],
  },
  rentals: {
    // An unknown town is answered 404 by the proxy and shows "Municipality not found".
    unknownTitle: 'Municipality not found',
    path: (town: Municipality) => `/${town.slug}/rentals`,
    title: townRentalTitle,
    description: townRentalDescription,
    shareCard: townRentalShareCard,
    keywords: (town: Municipality) => [
      `golf cart rental ${town.name}`,
      `${town.name} golf cart rentals`,
      `${town.county} golf cart rental`,
    ],
  },
} as const;

/** Every known town, as the route parameters of its pages: any other slug is a 404. */
export function townRouteParams() {
  return municipalities.map((town) => ({ slug: town.slug }));
}

/** The title, description, address, share card and keywords of a town's page. */
export async function townPageMetadata(
  params: Promise<{ slug: string }>,
  page: keyof typeof townPages,
): Promise<Metadata> {
  const town = municipalityBySlug((await params).slug);
  const kind = townPages[page];
  if (!town) return { title: kind.unknownTitle, robots: { index: false } };
  return metadataFor({
    title: kind.title(town),
    description: kind.description(town),
    path: kind.path(town),
    image: shareCardImage(kind.shareCard(town)),
    keywords: kind.keywords(town),
  });
}
