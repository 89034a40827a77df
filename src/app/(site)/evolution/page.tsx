import { BrandPage } from '@/features/catalogue/components/brand-page';
import { brandPageMetadata } from '@/features/catalogue/server/brand-metadata';

export const metadata = brandPageMetadata('evolution');

export default function EvolutionPage() {
  return <BrandPage brandId="evolution" />;
}
