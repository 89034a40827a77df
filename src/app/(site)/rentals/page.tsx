import { BookRentalActions } from '@/components/rentals/book-rental-actions';
import { PageHero } from '@/components/layout/page-hero';
import { RentalPlanSections } from '@/components/rentals/plan-sections';
import { RentalBenefits } from '@/components/rentals/rental-benefits';
import { RentalFootnote } from '@/components/rentals/rental-footnote';
import { RentalHelp } from '@/components/rentals/rental-help';
import { RentalTowns } from '@/components/rentals/rental-towns';
import { JsonLd } from '@/components/seo/json-ld';
import { regions } from '@/content/municipalities';
import { formatPrice } from '@/lib/format-price';
import { rentalService } from '@/lib/seo/rental-structured-data';
import { lowestDailyRate } from '@/lib/town-copy';
import { scenePathByIndex } from '@/lib/vehicle-images';
import { rentalsShareCard, shareCardImage } from '@/lib/seo/share-cards';
import { metadataFor, siteUrl } from '@/server/site-metadata';

const path = '/rentals';

export const metadata = metadataFor({
  title: 'Golf Cart Rentals',
  description: `Rent an electric 4 seater, 6 seater or utility golf cart by the day, 3 days, week or month, from ${formatPrice(lowestDailyRate())} a day, delivered across the Jersey Shore and Somerset County, NJ.`,
  path,
  image: shareCardImage(rentalsShareCard()),
  keywords: [
    'golf cart rental',
    '6 seater golf cart rental',
    'utility cart rental',
    'Jersey Shore golf cart rental',
    'New Jersey',
  ],
});

export default function RentalsPage() {
  return (
    <>
      <PageHero
        eyebrow="Golf cart rentals"
        title="Golf Cart Rentals"
        lead={`Street-ready electric carts for a day, a long weekend, a week or the season, from ${formatPrice(lowestDailyRate())} a day, delivered to your home, rental or venue.`}
        crumbs={[{ name: 'Rentals', path }]}
        backgroundImage={scenePathByIndex(1)}
        actions={<BookRentalActions />}
      />
      <RentalBenefits />
      <RentalPlanSections />
      <RentalFootnote />
      <RentalHelp />
      <RentalTowns />
      <JsonLd
        data={rentalService(siteUrl('/'), {
          path,
          name: 'Golf cart rentals',
          areaServed: Object.values(regions).map((region) => ({
            '@type': 'AdministrativeArea',
            name: `${region.name}, New Jersey`,
          })),
        })}
      />
    </>
  );
}
