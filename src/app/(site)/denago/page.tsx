import { BrandPage } from '@/features/catalogue/components/brand-page';
import { brandPageMetadata } from '@/features/catalogue/server/brand-metadata';

export const metadata = brandPageMetadata('denago');

export default function DenagoPage() {
  return <BrandPage brandId="denago" />;
}
