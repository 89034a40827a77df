'use client';

import { rentalDelivery, type CartTypeId, type PlanId } from '@/content/rental-plans';
import { EstimatePanel, type EstimateLine } from '@/features/requests/components/estimate-panel';
import { formatMonthly } from '@/features/requests/payment-estimate';
import { rentalQuote } from '@/features/requests/rental-quote';
import { formatPrice } from '@/lib/format-price';

import { EnquiryFormWithEstimate, type RequestFormProps } from './enquiry-form-with-estimate';

/** Per town: its name, and the showroom a cart comes from and how far (whole miles). */
export type DeliveryTable = Record<string, { name: string; from: string; miles: number }>;

function estimateLines(values: Record<string, string>, towns: DeliveryTable): EstimateLine[] | undefined {
  const town = towns[values.municipality ?? ''];
  const carts = Number(values.carts);
  if (!town || !Number.isInteger(carts)) return undefined;
  const quote = rentalQuote({
    cartType: values.cartType as CartTypeId,
    plan: values.plan as PlanId,
    carts,
    startDate: values.startDate ?? '',
    endDate: values.endDate ?? '',
    deliveryMiles: town.miles,
  });
  if (!quote) return undefined;
  return [
    {
      label: `Rental, ${quote.days} ${quote.days === 1 ? 'day' : 'days'} × ${carts} ${carts === 1 ? 'cart' : 'carts'}${quote.extraDays ? ` (${quote.extraDays} extra ${quote.extraDays === 1 ? 'day' : 'days'} at the renewal rate)` : ''}`,
      value: formatMonthly(quote.rentalPrice),
    },
    {
      label: `Delivery to ${town.name}, about ${town.miles} miles from ${town.from}${quote.chargedMiles ? ` (${quote.chargedMiles} miles beyond the free ${rentalDelivery.includedMiles})` : ` (free within ${rentalDelivery.includedMiles} miles)`}`,
      value: quote.deliveryFee === 0 ? 'Free' : formatMonthly(quote.deliveryFee),
    },
    { label: 'Estimated total', value: formatMonthly(quote.total), emphasis: true },
    { label: 'Security deposit, refunded after return', value: formatPrice(quote.deposit) },
  ];
}

/** The rental request: the enquiry form with the rental's fields and a live price estimate. */
export function RentalRequestForm({ towns, ...form }: RequestFormProps & { towns: DeliveryTable }) {
  return (
    <EnquiryFormWithEstimate
      {...form}
      estimate={(values) => (
        <EstimatePanel
          id="rental-estimate"
          title="Your estimate"
          lines={estimateLines(values, towns)}
          empty="Choose the cart, plan, dates and town, and the price appears here."
          note={`Estimate from our published rates, confirmed by our team. Delivery is free within ${rentalDelivery.includedMiles} miles of the nearest showroom, then $${rentalDelivery.feePerMile} a mile, by straight-line distance.`}
        />
      )}
    />
  );
}
