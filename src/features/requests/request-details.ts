/**
 * A structured request as a lead stores it: what the visitor chose plus the figures the server
 * worked out from the published numbers at that moment (payment, rental price, delivery fee), so
 * staff see what the visitor saw. `requestDetailRows` is the readable block of the inbox, the
 * e-mails and the CRM comments.
 */
import { municipalityBySlug } from '@/content/municipalities';
import { cartTypes, type CartTypeId, type PlanId } from '@/content/rental-plans';
import { batteryTypeLabels } from '@/features/inventory/vehicle';
import { formatDollarsAndCents, formatPrice, formatTypedDollars } from '@/lib/format-price';

import { formatMonthly, formatPercent, type PaymentEstimate } from './payment-estimate';
import type { RentalQuote } from './rental-quote';
import { formatRequestDate } from './request-dates';
import { requestKindLabels, tradeInConditions, type RequestFields } from './request-fields';
import { serviceHandovers, serviceProblems, timeWindowsOn } from './service-appointment';

export interface TradeInPhoto {
  id: string;
  width: number;
  height: number;
}

export type RequestDetails =
  | ({ kind: 'financing' } & PaymentEstimate)
  | ({ kind: 'rental' } & RequestFields['rental'] &
      RentalQuote & {
        /** Dealer location the cart is delivered from, and its straight-line distance. */
        fromLocationId: string;
        deliveryMiles: number;
      })
  | ({ kind: 'service' } & RequestFields['service'])
  | ({ kind: 'trade-in' } & RequestFields['trade-in'] & { photos: TradeInPhoto[] });

/** What a rental, service or trade-in request is about, in words: "6 Seater Golf Cart, Weekly plan". */
export function rentalChoiceLabel(cartTypeId: CartTypeId, planId: PlanId): string {
  const type = cartTypes.find((candidate) => candidate.id === cartTypeId);
  const plan = type?.plans.find((candidate) => candidate.id === planId);
  return `${type?.title ?? cartTypeId}, ${plan?.title ?? planId} plan`;
}

const townName = (slug: string | undefined) => (slug ? (municipalityBySlug(slug)?.name ?? slug) : undefined);

/** "2019 Club Car Onward". */
export function cartDescription(details: {
  cartYear?: number;
  cartBrand: string;
  cartModel: string;
}): string {
  return [details.cartYear, details.cartBrand, details.cartModel].filter(Boolean).join(' ');
}

/** The request as label and value rows, in the order staff read them. */
export function requestDetailRows(details: RequestDetails): [string, string][] {
  const rows: [string, string][] = [['Request type', requestKindLabels[details.kind]]];
  switch (details.kind) {
    case 'financing':
      rows.push(
        ['Vehicle price', formatPrice(details.price)],
        ['Down payment', formatTypedDollars(details.downPayment)],
        ['Term', `${details.termMonths} months`],
        ['APR (estimate)', formatPercent(details.aprPercent)],
        ['Sales tax', `${formatPercent(details.salesTaxPercent)}, ${formatMonthly(details.salesTax)}`],
        ['Amount financed', formatMonthly(details.amountFinanced)],
        ['Estimated monthly payment', formatMonthly(details.monthlyPayment)],
      );
      break;
    case 'rental':
      rows.push(
        ['Rental', rentalChoiceLabel(details.cartType, details.plan)],
        ['Carts', String(details.carts)],
        [
          'Dates',
          `${formatRequestDate(details.startDate)} to ${formatRequestDate(details.endDate)} (${details.days} ${details.days === 1 ? 'day' : 'days'})`,
        ],
        [
          'Deliver to',
          details.deliveryMiles < 1
            ? `${townName(details.municipality)}, within a mile of our showroom`
            : `${townName(details.municipality)}, about ${details.deliveryMiles} miles from our showroom`,
        ],
        ['Rental price (estimate)', formatMonthly(details.rentalPrice)],
        ['Delivery fee (estimate)', details.deliveryFee === 0 ? 'Free' : formatMonthly(details.deliveryFee)],
        ['Security deposit', formatDollarsAndCents(details.deposit)],
      );
      break;
    case 'service': {
      const window = timeWindowsOn(details.preferredDate).find(
        (candidate) => candidate.id === details.timeWindow,
      );
      rows.push(
        ['Cart', cartDescription(details)],
        ['Needs attention', serviceProblems[details.problem]],
        [
          'Preferred time',
          `${formatRequestDate(details.preferredDate)}, ${window?.label ?? details.timeWindow}`,
        ],
        [
          'Drop-off or pick-up',
          details.handover === 'pick-up'
            ? `Pick-up from ${townName(details.municipality) ?? 'home'}`
            : serviceHandovers[details.handover],
        ],
      );
      break;
    }
    case 'trade-in':
      rows.push(
        ['Trade-in cart', cartDescription(details)],
        ['Battery', batteryTypeLabels[details.batteryType]],
        ['Condition', tradeInConditions[details.cartCondition]],
        ['Photos', details.photos.length === 0 ? 'None' : String(details.photos.length)],
      );
      break;
  }
  return rows;
}
