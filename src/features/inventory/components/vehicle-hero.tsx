import Link from 'next/link';

import { CallButton } from '@/components/layout/call-button';
import { Badge } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Backdrop } from '@/components/ui/picture';
import { VehiclePrice } from '@/components/ui/price';
import { SalesEnquiryButton } from '@/components/ui/sales-enquiry-button';
import { Container } from '@/components/ui/section';
import { StarRating } from '@/components/ui/star-rating';
import { dealer } from '@/content/dealer';

import { compareHref } from '../compare';
import { vehicleBadge, vehicleConditionLabel, type Vehicle } from '../vehicle';
import { scenePath } from '../vehicle-images';
import { BackToInventory } from './back-to-inventory';
import { HeroVehiclePicture } from './hero-vehicle-picture';
import { badgeTones } from './vehicle-card';
import { VehicleGallery } from './vehicle-gallery';

/** A monthly payment beside the price, with the assumptions it rests on; links to the estimator. */
export interface HeroMonthlyEstimate {
  /** "$193.33" */
  monthly: string;
  /** "at 6.99% APR for 60 months, $1,500 down" */
  terms: string;
  /** Where the full estimate and its disclosure are on the page. */
  href: string;
}

/**
 * Top of a vehicle page: back link, picture, status, name, price and the main actions. New models
 * of the brands with their own pages add the template's series badge, drawn scene, toll-free call
 * and Request Quote. A sold or archived cart keeps its content but offers no purchase actions.
 */
export function VehicleHero({
  vehicle,
  seriesName,
  rating,
  monthlyEstimate,
}: {
  vehicle: Vehicle;
  /** Set for new models of the brands with their own pages: shows the template extras. */
  seriesName?: string;
  rating?: { value: number; count: number };
  /** For a cart for sale: the estimate the payment tools start from. */
  monthlyEstimate?: HeroMonthlyEstimate;
}) {
  const badge = vehicleBadge(vehicle);
  const seats = vehicle.seats;
  const forSale = vehicle.status === 'available' || vehicle.status === 'on-hold';
  const pictureAlt = `${vehicle.name}${seats ? `, ${seats}-seat` : ''} electric cart`;
  const pictureSizes = '(min-width: 1280px) 600px, (min-width: 1024px) 45vw, 100vw';
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      {seriesName && <Backdrop src={scenePath(vehicle.name)} className="opacity-50" />}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950 via-brand-950/90 to-brand-950/60"
      />
      <Container className="py-6 sm:py-12">
        <BackToInventory className="inline-flex items-center gap-2 text-sm font-semibold text-white/85 hover:text-white hover:underline" />
        {/* On a phone: name, picture, price and actions first, the rest after. On a desktop the
            picture stands beside the text. */}
        <div className="mt-4 grid gap-x-8 gap-y-5 sm:mt-6 lg:grid-cols-2 lg:grid-rows-[auto_auto_1fr]">
          <div className="lg:col-start-1">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={badgeTones[badge]}>{badge}</Badge>
              {vehicle.condition === 'used' && (
                <Badge tone="neutral" className="bg-white/10 text-white ring-white/30">
                  {vehicleConditionLabel(vehicle)}
                </Badge>
              )}
              {seriesName && (
                <Badge tone="neutral" className="bg-white/10 text-white ring-white/30">
                  {vehicle.brand} · {seriesName} Series
                </Badge>
              )}
            </div>
            <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:mt-4 sm:text-5xl">
              {vehicle.name}
            </h1>
            {rating && (
              <p className="mt-3 flex items-center gap-2 text-white/90">
                <StarRating rating={rating.value} label={`Rated ${rating.value} out of 5`} />
                <span>
                  {rating.value.toFixed(1)} from {rating.count} customer reviews
                </span>
              </p>
            )}
          </div>
          <div className="overflow-hidden rounded-card bg-white shadow-2xl ring-1 ring-white/20 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-center">
            {vehicle.photos.length > 1 ? (
              <VehicleGallery vehicle={vehicle} fallbackAlt={pictureAlt} sizes={pictureSizes} />
            ) : (
              <HeroVehiclePicture
                vehicle={vehicle}
                alt={pictureAlt}
                sizes={pictureSizes}
                className="aspect-[8/5] w-full object-cover"
              />
            )}
          </div>
          <div className="lg:col-start-1">
            <p className="text-4xl font-extrabold text-accent-300">
              <VehiclePrice vehicle={vehicle} wasClassName="text-white/70" />
            </p>
            {forSale && monthlyEstimate && (
              <p className="mt-1 text-white/85">
                <a
                  href={monthlyEstimate.href}
                  className="font-bold text-white underline underline-offset-4 hover:text-accent-300"
                >
                  Est. {monthlyEstimate.monthly}/mo
                </a>{' '}
                {monthlyEstimate.terms}
              </p>
            )}
            {forSale && (
              <div className="mt-5 flex flex-wrap gap-3" data-page-actions="">
                {/* Every listed cart, new or a trade-in: used carts change weekly and sell on a call. */}
                <CallButton phone={dealer.tollFreePhone} label="Call" size="lg" />
                <SalesEnquiryButton vehicleId={vehicle.id} topic="quote" variant="inverse" size="lg">
                  Request Quote
                </SalesEnquiryButton>
                <SalesEnquiryButton vehicleId={vehicle.id} topic="test-drive" variant="inverse" size="lg">
                  Schedule Test Drive
                </SalesEnquiryButton>
                <SalesEnquiryButton vehicleId={vehicle.id} topic="financing" variant="inverse" size="lg">
                  Get Financing Quote
                </SalesEnquiryButton>
              </div>
            )}
          </div>
          <div className="lg:col-start-1">
            <p className="max-w-xl text-lg text-white/85">{vehicle.description}</p>
            <dl className="mt-5 grid max-w-md grid-cols-2 gap-3">
              <div className="min-w-0 rounded-xl bg-white/10 p-3 ring-1 ring-white/20 sm:p-4">
                <dt className="flex items-center gap-2 text-sm text-white/80">
                  <Icon name="users" className="size-4" /> Seats
                </dt>
                <dd className="mt-1 text-xl font-bold sm:text-2xl">{seats ?? 'Ask us'}</dd>
              </div>
              <div className="min-w-0 rounded-xl bg-white/10 p-3 ring-1 ring-white/20 sm:p-4">
                <dt className="flex items-center gap-2 text-sm text-white/80">
                  <Icon name="tag" className="size-4" /> Brand
                </dt>
                <dd className="mt-1 text-xl font-bold break-words sm:text-2xl">
                  {vehicle.brand.toUpperCase()}
                </dd>
              </div>
            </dl>
            <p className="mt-5">
              <Link
                href={compareHref([vehicle.id])}
                prefetch={false}
                className="inline-flex min-h-10 items-center gap-2 font-semibold text-white underline underline-offset-4 hover:text-accent-300"
              >
                Compare with other carts
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
