import type { Metadata } from 'next';

import { PhoneActionBar } from '@/components/layout/phone-action-bar';
import { Container } from '@/components/ui/section';
import { seriesOf } from '@/content/brands';
import { dealer } from '@/content/dealer';
import { averageRating, reviewsOfVehicle } from '@/content/reviews';
import { CustomerReviews } from '@/features/company/components/customer-reviews';
import { SimilarVehicles } from '@/features/inventory/components/similar-vehicles';
import { InterestedCard, PartnerSection, WhyChooseUs } from '@/features/inventory/components/vehicle-closing';
import { VehicleGone } from '@/features/inventory/components/vehicle-gone';
import { VehicleHero } from '@/features/inventory/components/vehicle-hero';
import { VehicleNotFound } from '@/features/inventory/components/vehicle-not-found';
import { FeaturesCard, SpecCards, SpecificationsCard } from '@/features/inventory/components/vehicle-specs';
import { VehicleStatusNotice } from '@/features/inventory/components/vehicle-status-notice';
import { productJsonLd } from '@/features/inventory/product-structured-data';
import { findVehicle, listVehicles } from '@/features/inventory/server/vehicle-queries';
import { similarVehicles } from '@/features/inventory/similar-vehicles';
import { effectivePrice, isListed, vehiclePath } from '@/features/inventory/vehicle';
import { mainRasterImage } from '@/features/inventory/vehicle-images';
import { vehicleMetaDescription, vehiclePageTitle } from '@/features/inventory/vehicle-meta-description';
import { HoldCartCard } from '@/features/payments/components/hold-cart-card';
import { holdSettings } from '@/features/payments/server/hold-settings';
import { paymentsOnline } from '@/features/payments/server/stripe-client';
import { holdPaymentUnderWay } from '@/features/payments/server/vehicle-holds';
import {
  buyingToolsHeadingId,
  VehicleBuyingTools,
} from '@/features/requests/components/vehicle-buying-tools';
import { headlineMonthly } from '@/features/requests/payment-estimate';
import { financeSettings } from '@/features/requests/server/finance-settings-queries';
import { Breadcrumbs } from '@/features/seo/components/breadcrumbs';
import { JsonLd, OpenGraphType } from '@/features/seo/components/json-ld';
import { metadataFor, siteOrigin } from '@/features/seo/server/site-metadata';

// Statuses are settled by src/proxy.ts before this renders: 404 for an unknown id, 410 for an
// archived vehicle, 308 for a shorter form of an id. A sold cart keeps its page (200).

export async function generateMetadata({ params }: PageProps<'/vehicles/[id]'>): Promise<Metadata> {
  const { id } = await params;
  const vehicle = await findVehicle(id);
  if (!vehicle) return { title: 'Vehicle Not Found', robots: { index: false } };
  return metadataFor({
    title: vehiclePageTitle(vehicle),
    description: vehicleMetaDescription(vehicle),
    path: vehiclePath(vehicle),
    keywords: [
      vehicle.name,
      `${vehicle.brand} golf carts`,
      `${vehicle.category} golf cart`,
      'electric golf cart NJ',
    ],
    ogType: 'product',
    image: { url: mainRasterImage(vehicle), alt: vehicle.name },
    noIndex: vehicle.status === 'archived',
  });
}

export default async function VehiclePage({ params }: PageProps<'/vehicles/[id]'>) {
  const { id } = await params;
  const vehicle = await findVehicle(id);
  if (!vehicle) return <VehicleNotFound />;
  const alternatives = vehicle.status === 'available' ? [] : similarVehicles(vehicle, await listVehicles());
  if (vehicle.status === 'archived') return <VehicleGone vehicle={vehicle} similar={alternatives} />;
  const series = seriesOf(vehicle);
  // New models of the brands with their own pages carry the spec's static vehicle template.
  const templateModel = series !== undefined && vehicle.condition === 'new';
  const reviews = reviewsOfVehicle(vehicle.id);
  const listed = isListed(vehicle);
  const settings = await financeSettings();
  const monthly = headlineMonthly(effectivePrice(vehicle), settings);
  // Payments online: an available cart can be held with a refundable deposit, unless someone is paying to.
  const holdOffer =
    paymentsOnline() && vehicle.status === 'available'
      ? { ...(await holdSettings()), paymentUnderWay: await holdPaymentUnderWay(vehicle.id) }
      : undefined;
  return (
    <>
      <OpenGraphType type="product" />
      <JsonLd data={productJsonLd(siteOrigin(), vehicle, reviews)} />
      <VehicleHero
        monthlyEstimate={monthly && listed ? { ...monthly, href: `#${buyingToolsHeadingId}` } : undefined}
        vehicle={vehicle}
        seriesName={templateModel ? series.name : undefined}
        rating={reviews.length > 0 ? { value: averageRating(reviews), count: reviews.length } : undefined}
      />
      <Container className="py-10">
        <Breadcrumbs
          trail={[
            { name: 'Inventory', path: '/inventory' },
            { name: vehicle.name, path: vehiclePath(vehicle) },
          ]}
        />
        <VehicleStatusNotice vehicle={vehicle} />
        {holdOffer && (
          <HoldCartCard
            vehicleId={vehicle.id}
            depositCents={holdOffer.depositCents}
            days={holdOffer.days}
            paymentUnderWay={holdOffer.paymentUnderWay}
          />
        )}
        <SimilarVehicles vehicles={alternatives} title="Similar carts available now" />
        <section aria-labelledby="specs-heading" className="pt-10">
          <h2 id="specs-heading" className="text-3xl font-extrabold tracking-tight">
            {vehicle.name} at a glance
          </h2>
          <div className="mt-6">
            <SpecCards vehicle={vehicle} />
          </div>
        </section>
        <div className="mt-10 grid gap-6 lg:grid-cols-[1.4fr_1fr]">
          <FeaturesCard vehicle={vehicle} title={templateModel ? 'Key Features' : 'Features'} />
          <SpecificationsCard vehicle={vehicle} showMotor={templateModel} />
        </div>
        {listed && <VehicleBuyingTools vehicle={vehicle} settings={settings} />}
        {templateModel && vehicle.status === 'available' && (
          <div className="mt-10">
            <PartnerSection vehicleId={vehicle.id} vehicleName={vehicle.name} />
          </div>
        )}
        {templateModel && <WhyChooseUs vehicleName={vehicle.name} />}
      </Container>
      <CustomerReviews reviews={reviews} title={`What owners say about the ${vehicle.name}`} />
      <Container className="pb-10">
        <div className="mt-4 pb-6">
          <InterestedCard vehicleId={vehicle.id} vehicleName={vehicle.name} tollFree={templateModel} />
        </div>
      </Container>
      {listed && <PhoneActionBar phone={dealer.tollFreePhone} quote={{ vehicleId: vehicle.id }} />}
    </>
  );
}
