import { BrandPage } from '@/components/brands/brand-page';
import { brandPageMetadata } from '@/server/brand-metadata';

export const metadata = brandPageMetadata('denago');

export default function DenagoPage() {
  return <BrandPage brandId="denago" />;
}
