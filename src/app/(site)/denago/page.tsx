import { BrandPage } from '@/components/brands/brand-page';
import { OpenGraphType } from '@/components/seo/json-ld';
import { brandPages } from '@/content/brand-pages';
import { brandLineups } from '@/content/catalogue';
import { catalogueImagePath } from '@/lib/vehicle-images';
import { metadataFor } from '@/server/site-metadata';

const copy = brandPages.denago;

export const metadata = metadataFor({
  title: copy.seoTitle,
  description: copy.seoDescription,
  path: copy.path,
  keywords: copy.keywords,
  ogType: 'product.group',
  image: { url: catalogueImagePath(brandLineups.denago[0] ?? ''), alt: 'Denago golf cart lineup', width: 640, height: 400 },
});

export default function DenagoPage() {
  return (
    <>
      <OpenGraphType type="product.group" />
      <BrandPage brandId="denago" />
    </>
  );
}
