import { BrandPage } from '@/components/brands/brand-page';
import { brandPageMetadata } from '@/server/brand-metadata';

export const metadata = brandPageMetadata('evolution');

export default function EvolutionPage() {
  return <BrandPage brandId="evolution" />;
}
