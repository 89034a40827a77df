import Link from 'next/link';
import { notFound } from 'next/navigation';

import { PageHero } from '@/components/layout/page-hero';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { findVehicle } from '@/features/inventory/server/vehicle-queries';
import { vehiclePath } from '@/features/inventory/vehicle';
import { HoldCartForm } from '@/features/payments/components/hold-cart-form';
import { ReturnedHoldNote } from '@/features/payments/components/returned-hold-note';
import { holdSettings } from '@/features/payments/server/hold-settings';
import { paymentsOnline } from '@/features/payments/server/stripe-client';
import {
  holdPaymentUnderWay,
  holdWaitingForPayment,
  returnedHold,
} from '@/features/payments/server/vehicle-holds';
import { formatCents } from '@/features/rentals/rental-price';
import { metadataFor } from '@/features/seo/server/site-metadata';
import { formatDateTimeWithZone } from '@/lib/format-date';

export async function generateMetadata({ params }: PageProps<'/vehicles/[id]/hold'>) {
  const { id } = await params;
  return metadataFor({
    title: 'Hold This Cart',
    description: 'Hold a cart for sale with a refundable deposit, paid by card.',
    path: `/vehicles/${encodeURIComponent(id)}/hold`,
    noIndex: true,
  });
}

/**
 * The buyer's details, then Stripe's page for the deposit, only for a cart available now; and
 * where the buyer lands back from that page, told how their hold stands.
 */
export default async function HoldCartPage({ params, searchParams }: PageProps<'/vehicles/[id]/hold'>) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const [vehicle, settings, waiting, returned, someoneElsePaying] = await Promise.all([
    findVehicle(id),
    holdSettings(),
    typeof query.pay === 'string' ? holdWaitingForPayment(query.pay, id) : undefined,
    typeof query.returned === 'string' ? returnedHold(query.returned, id) : undefined,
    holdPaymentUnderWay(id),
  ]);
  // No such cart, or no payments online: nothing to hold here. An archived cart has left the site
  // (its own page answers 410): only a buyer back from paying for it is still told how that went.
  if (!vehicle || !paymentsOnline()) notFound();
  if (vehicle.status === 'archived' && !returned && !waiting) notFound();
  const holdable = vehicle.status === 'available';
  const deposit = formatCents(settings.depositCents);
  return (
    <>
      <PageHero
        title={
          returned === undefined
            ? `Hold the ${vehicle.name}`
            : returned.state === 'refunded'
              ? `Your payment for the ${vehicle.name}`
              : `Your hold on the ${vehicle.name}`
        }
      />
      <Container className="py-10 sm:py-14">
        <Card className="max-w-3xl p-5 sm:p-8">
          {returned ? (
            <ReturnedHoldNote hold={returned} vehicleName={vehicle.name} vehicleHref={vehiclePath(vehicle)} />
          ) : waiting ? (
            <p role="status" className="font-semibold">
              The cart is held for you while you pay, until{' '}
              {formatDateTimeWithZone(new Date(waiting.payByMs).toISOString())}: after that it can be held by
              someone else.{' '}
              <a href={waiting.payUrl} className="text-brand-800 underline">
                Pay the {formatCents(waiting.cents)} deposit on Stripe&apos;s secure page
              </a>
            </p>
          ) : holdable && someoneElsePaying ? (
            // Another buyer is on Stripe's page for it: said before anyone types their details.
            <p role="status">
              <strong>Someone is paying to hold this cart.</strong> {someoneElsePaying}{' '}
              <Link href={vehiclePath(vehicle)} className="font-semibold text-brand-800 underline">
                Back to the cart
              </Link>
            </p>
          ) : holdable ? (
            <>
              <p>
                A refundable deposit of <strong>{deposit}</strong>, paid by card on Stripe&apos;s secure page,
                holds this cart for you for {settings.days} {settings.days === 1 ? 'day' : 'days'}. We call
                you to arrange the sale; if it does not go ahead by then, the hold ends and the deposit is
                refunded to your card.
              </p>
              <div className="mt-6">
                <HoldCartForm vehicleId={vehicle.id} deposit={deposit} />
              </div>
            </>
          ) : (
            <p>
              {vehicle.status === 'sold'
                ? 'This cart has been sold, so it cannot be held.'
                : vehicle.status === 'on-hold'
                  ? 'This cart is on hold already, so it cannot be held online now.'
                  : 'This cart cannot be held online now.'}{' '}
              <Link href={vehiclePath(vehicle)} className="font-semibold text-brand-800 underline">
                Back to the cart
              </Link>
            </p>
          )}
        </Card>
      </Container>
    </>
  );
}
