import { PageHero } from '@/components/layout/page-hero';
import { dealer } from '@/content/dealer';
import { regions } from '@/content/municipalities';
import { scenePathByIndex } from '@/features/inventory/vehicle-images';
import { rentalsShareCard, shareCardImage } from '@/features/places/share-cards';
import { lowestDailyRate } from '@/features/places/town-copy';
import { BookRentalActions } from '@/features/rentals/components/book-rental-actions';
import { RentalPlanSections } from '@/features/rentals/components/plan-sections';
import { QuickAvailability } from '@/features/rentals/components/quick-availability';
import { RentalBenefits } from '@/features/rentals/components/rental-benefits';
import { RentalFootnote } from '@/features/rentals/components/rental-footnote';
import { RentalHelp } from '@/features/rentals/components/rental-help';
import { RentalTowns } from '@/features/rentals/components/rental-towns';
import { rentalService } from '@/features/rentals/rental-structured-data';
import { dealerToday } from '@/features/requests/request-dates';
import { Breadcrumbs } from '@/features/seo/components/breadcrumbs';
import { JsonLd } from '@/features/seo/components/json-ld';
import { metadataFor, siteUrl } from '@/features/seo/server/site-metadata';
import { formatPrice } from '@/lib/format-price';

const path = '/rentals';

export const metadata = metadataFor({
  title: 'Golf Cart Rentals',
  description: `Rent a 4 seater, 6 seater or utility golf cart by the day, 3 days, week or month, from ${formatPrice(lowestDailyRate())} a day, delivered across the Jersey Shore and Somerset County.`,
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
        title="Golf Cart Rentals"
        lead={`Street-ready electric carts by the day, week or season, from ${formatPrice(lowestDailyRate())} a day, delivered to your door. Book online and it is confirmed at once.`}
        breadcrumbs={<Breadcrumbs tone="dark" trail={[{ name: 'Rentals', path }]} />}
        backgroundImage={scenePathByIndex(1)}
        actions={<BookRentalActions phone={dealer.phone} />}
      />
      <QuickAvailability today={dealerToday()} />
      <RentalBenefits />
      <RentalPlanSections />
      <RentalFootnote />
      <RentalHelp phone={dealer.phone} />
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
