import 'server-only';

import type { Metadata } from 'next';

import { brandPages } from '@/content/brand-pages';
import { brandLineups, brands, type BrandId } from '@/content/brands';
import { drawingPath } from '@/features/inventory/vehicle-images';
import { metadataFor } from '@/features/seo/server/site-metadata';

/** Metadata of /denago and /evolution; the page adds og:type product.group itself. */
export function brandPageMetadata(brandId: BrandId): Metadata {
  const copy = brandPages[brandId];
  return metadataFor({
    title: copy.seoTitle,
    description: copy.seoDescription,
    path: copy.path,
    keywords: copy.keywords,
    ogType: 'product.group',
    image: {
      url: drawingPath(brandLineups[brandId][0] ?? 'fallback', 'png'),
      alt: `${brands[brandId].name} golf cart lineup`,
      width: 1200,
      height: 750,
    },
  });
}
