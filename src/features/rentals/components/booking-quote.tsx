import { rentalDelivery, cartType, type CartTypeId } from '@/content/rental-plans';
import { milesText } from '@/features/places/miles-text';

import { formatCents, type RentalPrice } from '../rental-price';

/** The price of the rental asked for, line by line, as the agreement will state it. */
export function BookingQuote({
  type,
  price,
  delivery,
  paidOnline = false,
}: {
  type: CartTypeId;
  price: RentalPrice;
  /** Payments are online: the total is paid at booking and the card guarantees the deposit. */
  paidOnline?: boolean;
  /** "Bay Head Borough, from our Toms River location, about 12 miles away", or undefined for a pickup. */
  delivery?: string;
}) {
  const extraDays = price.days - price.plan.durationDays;
  const lines: [string, string][] = [
    [
      `${cartType(type).title}, ${price.days} ${price.days === 1 ? 'day' : 'days'}: ${price.plan.title} plan${extraDays > 0 ? ` and ${extraDays} ${extraDays === 1 ? 'day' : 'days'} at its renewal rate` : ''}`,
      formatCents(price.rent),
    ],
    ...(delivery
      ? [
          [
            `Delivery to ${delivery}${price.chargedMiles ? ` (${milesText(price.chargedMiles)} beyond the free ${rentalDelivery.includedMiles})` : ` (free within ${milesText(rentalDelivery.includedMiles)})`}`,
            price.delivery === 0 ? 'Free' : formatCents(price.delivery),
          ] as [string, string],
        ]
      : []),
    ...(price.additionalDrivers > 0
      ? [['Additional drivers', formatCents(price.additionalDrivers)] as [string, string]]
      : []),
  ];
  return (
    <dl className="divide-y divide-line text-sm">
      {lines.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 py-2">
          <dt>{label}</dt>
          <dd className="font-semibold tabular-nums whitespace-nowrap">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 py-2 text-base">
        <dt className="font-bold">
          {paidOnline ? 'Total, paid online when you book' : 'Total, paid at pickup'}
        </dt>
        <dd className="font-extrabold tabular-nums">{formatCents(price.total)}</dd>
      </div>
      <div className="flex justify-between gap-4 py-2">
        <dt>
          {paidOnline
            ? 'Security deposit, guaranteed by your card and released after the return'
            : 'Security deposit, taken at pickup and refunded after the return'}
        </dt>
        <dd className="font-semibold tabular-nums">{formatCents(price.deposit)}</dd>
      </div>
    </dl>
  );
}
