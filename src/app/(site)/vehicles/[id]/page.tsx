import type { Metadata } from 'next';

import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Container } from '@/components/ui/section';
import { JsonLd, OpenGraphType } from '@/components/seo/json-ld';
import { ReviewsList } from '@/components/vehicles/reviews-list';
import { VehicleNotFound } from '@/components/vehicles/vehicle-not-found';
import { InterestedCard, PartnerSection, WhyChooseUs } from '@/components/vehicles/vehicle-closing';
import { VehicleHero } from '@/components/vehicles/vehicle-hero';
import { FeaturesCard, SpecCards, SpecificationsCard } from '@/components/vehicles/vehicle-specs';
import { catalogueModel } from '@/content/catalogue';
import { averageRating, sampleReviews } from '@/content/reviews';
import { formatPrice } from '@/lib/format-price';
import { productJsonLd } from '@/lib/seo/product-structured-data';
import { vehicleImage } from '@/lib/vehicle';
import { findVehicle } from '@/server/queries/vehicles';
import { metadataFor, siteOrigin } from '@/server/site-metadata';

// Stock and prices change without a rebuild. Unknown ids and short aliases are settled with
// the right status (404, 308) by src/proxy.ts before this renders.
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const vehicle = await findVehicle(id);
  if (!vehicle) return { title: 'Vehicle Not Found', robots: { index: false } };
  const seats = vehicle.specifications.seatingCapacity;
  return metadataFor({
    title: `${vehicle.name} for Sale, ${formatPrice(vehicle.price)}`,
    description:
      `${vehicle.name}${seats ? `, ${seats}-seat` : ''} ${vehicle.category} electric cart at ${formatPrice(vehicle.price)}. ${vehicle.description}`.slice(
        0,
        300,
      ),
    path: `/vehicles/${encodeURIComponent(vehicle.id)}`,
    keywords: [
      vehicle.name,
      `${vehicle.brand} golf carts`,
      `${vehicle.category} golf cart`,
      'electric golf cart NJ',
    ],
    ogType: 'product',
    image: { url: vehicleImage(vehicle), alt: vehicle.name, width: 640, height: 400 },
  });
}

export default async function VehiclePage({ params }: Props) {
  const { id } = await params;
  const vehicle = await findVehicle(id);
  if (!vehicle) return <VehicleNotFound />;
  const model = catalogueModel(vehicle.id);
  // Catalogue models carry the template's reviews; a staff-added vehicle shows none.
  const reviews = model ? sampleReviews : [];
  return (
    <>
      <OpenGraphType type="product" />
      <JsonLd data={productJsonLd(siteOrigin(), vehicle, reviews)} />
      <VehicleHero
        vehicle={vehicle}
        seriesName={model?.seriesName}
        rating={model ? { value: averageRating(reviews), count: reviews.length } : undefined}
      />
      <Container className="py-10">
        <Breadcrumbs
          crumbs={[
            { name: 'Home', path: '/' },
            { name: 'Inventory', path: '/inventory' },
            { name: vehicle.name, path: `/vehicles/${encodeURIComponent(vehicle.id)}` },
          ]}
        />
        {model && (
          <section aria-labelledby="specs-heading" className="pt-10">
            <h2 id="specs-heading" className="text-3xl font-extrabold tracking-tight">
              {vehicle.name} at a glance
            </h2>
            <div className="mt-6">
              <SpecCards vehicle={vehicle} />
            </div>
          </section>
        )}
        <div className="mt-10 grid gap-6 lg:grid-cols-[1.4fr_1fr]">
          <FeaturesCard vehicle={vehicle} title={model ? 'Key Features' : 'Features'} />
          <SpecificationsCard vehicle={vehicle} showMotor={Boolean(model)} />
        </div>
        {model && (
          <div className="mt-10">
            <PartnerSection vehicleId={vehicle.id} vehicleName={vehicle.name} />
          </div>
        )}
        {model && <WhyChooseUs vehicleName={vehicle.name} />}
        {reviews.length > 0 && <ReviewsList reviews={reviews} />}
        <div className="mt-4 pb-6">
          <InterestedCard vehicleId={vehicle.id} vehicleName={vehicle.name} tollFree={Boolean(model)} />
        </div>
      </Container>
    </>
  );
}
